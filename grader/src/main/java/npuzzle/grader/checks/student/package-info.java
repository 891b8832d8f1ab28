/**
 * Adapters that call a student's Board and Solver through reflection, turning what their code throws into one
 * unchecked type and a missing member into an error naming the exact signature that was expected.
 */
package npuzzle.grader.checks.student;
