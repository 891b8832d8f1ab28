/**
 * The rubric: each check is a JUnit Jupiter test method marked {@link npuzzle.grader.checks.Check}, run inside the
 * child JVM against the student's classes. Checks report structured outcomes, never text on stdout.
 */
package npuzzle.grader.checks;
