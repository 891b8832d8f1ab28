/**
 * Finds the submissions of a class folder in the layouts {@code grader batch} reads (folders, archives, Canvas,
 * Moodle and Gradescope exports, GitHub Classroom clones) and picks each one's Board.java and Solver.java.
 */
package npuzzle.similarity.find;
