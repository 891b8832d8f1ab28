/**
 * {@code reference play}: the n-puzzle as a terminal game. {@link npuzzle.reference.play.Game} is the plain model
 * (keys to slides, undo, restart, hint, the optimal solve as steps); {@link npuzzle.reference.play.PlayScreen} is
 * the thin JLine layer that reads keys and draws what {@link npuzzle.reference.play.GameView} renders.
 */
package npuzzle.reference.play;
