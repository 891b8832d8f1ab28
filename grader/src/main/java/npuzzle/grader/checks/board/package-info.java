/**
 * The Board's correctness checks, ids {@code board.*}: its API, its queries (size, tileAt, hamming, manhattan,
 * isGoal, isSolvable), equality, neighbors, twin, toString, its state and immutability, and the boards it derives
 * from one another; each judged against the reference Board on the same tiles. {@link
 * npuzzle.grader.checks.board.BoardProblems} tells the Solver's checks why the student's Board would make a search
 * wrong, so that its loss is charged here.
 */
package npuzzle.grader.checks.board;
