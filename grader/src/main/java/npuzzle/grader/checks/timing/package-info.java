/**
 * Timing checks, ids {@code timing.*}: Board methods' counted cost over doubling n fitted against the requirements,
 * and Solvers' counted work beside the plain A*'s on the same puzzles. Counts, not clocks, so every run gets the same
 * verdict. Two rules of Princeton's search are judged here too, on the same searches
 * ({@link npuzzle.grader.checks.timing.SolverComparison}), though they are correctness checks:
 * {@code solver.reference-board.queued-nodes-unchanged} and {@code solver.reference-board.equals-neighbors-only}.
 */
package npuzzle.grader.checks.timing;
