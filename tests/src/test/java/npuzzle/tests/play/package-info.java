/** End-to-end tests of {@code reference play}: the real program in a pseudo-terminal that tmux provides. */
package npuzzle.tests.play;
