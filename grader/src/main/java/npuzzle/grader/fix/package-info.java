/**
 * One-instruction edits of a student's method ({@link npuzzle.grader.fix.Mutants}), the inverses of the mistakes
 * students make most, and how each reads in the source line it was made on ({@link npuzzle.grader.fix.FixText}):
 * the fix search ({@code pipeline.FixSearch}) runs them on the checks a cause failed to find the line the fix goes.
 */
package npuzzle.grader.fix;
