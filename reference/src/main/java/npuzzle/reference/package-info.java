/**
 * The reference n-puzzle: an immutable {@link npuzzle.reference.Board}, the assignment's A*
 * {@link npuzzle.reference.Solver}, and the puzzle file format. The grader's expected answers come from here.
 */
package npuzzle.reference;
