/**
 * The rubric: each check is a JUnit Jupiter test method marked {@link npuzzle.grader.checks.Check}, run inside the
 * child JVM against the student's classes. Checks report structured outcomes, never text on stdout.
 *
 * <p>The checks live in folders by what they grade, and a check's id names its folder:
 * {@code board.*} in {@code board}, {@code solver.reference-board.*} in {@code solver.referenceboard}, the other
 * {@code solver.*} in {@code solver}, {@code timing.*} in {@code timing}, {@code memory.*} in {@code memory} (two
 * rules of Princeton's search, {@code solver.reference-board.queued-nodes-unchanged} and
 * {@code solver.reference-board.equals-neighbors-only}, are judged in {@code timing} on the timing checks' searches).
 * This package holds what every check shares: the annotation and its outcome ({@link npuzzle.grader.checks.Check},
 * {@link npuzzle.grader.checks.CheckFailure}, {@link npuzzle.grader.checks.CheckDetails},
 * {@link npuzzle.grader.checks.CheckNotes}), what is graded ({@link npuzzle.grader.checks.GradingContext},
 * {@link npuzzle.grader.checks.Assignment}), the API rules of both classes, the replay of a wrong solution, and the
 * work several checks share ({@link npuzzle.grader.checks.SharedWork}). {@code property} is the engine of
 * multi-input checks, {@code student} the adapters to the student's classes.
 */
package npuzzle.grader.checks;
