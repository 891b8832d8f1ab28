/**
 * What {@code grader init} writes so that a course's platform grades with npuzzle-grader and no glue code: a
 * Gradescope autograder bundle and a GitHub Actions workflow (GitHub Classroom too).
 */
package npuzzle.grader.deploy;
