/**
 * Timing checks: Board methods' counted cost over doubling n fitted against the requirements, and Solvers' counted
 * work beside the plain A*'s on the same puzzles. Counts, not clocks, so every run gets the same verdict.
 */
package npuzzle.grader.checks.timing;
