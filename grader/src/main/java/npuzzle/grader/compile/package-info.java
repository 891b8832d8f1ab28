/**
 * Finds a submission's Board.java and Solver.java and compiles them in the grader's JVM with javax.tools, Board
 * first and alone, so that a Solver that does not compile still lets the Board be graded.
 */
package npuzzle.grader.compile;
