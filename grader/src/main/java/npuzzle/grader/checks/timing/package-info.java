/**
 * Timing checks: the counted cost of each Board method over doubling n, its growth exponent fitted and compared
 * with the assignment's requirement. Counts, not clocks, so every run of a submission gets the same verdict.
 */
package npuzzle.grader.checks.timing;
