/**
 * The Solver's correctness checks on the student's own Board, ids {@code solver.*} (but
 * {@code solver.reference-board.*}, in {@code referenceboard}): optimal moves, the rules of solution(), repeated
 * calls, the rejections and their messages, the Coursera version's isSolvable(), the API. The searches are run once
 * per board and shared ({@link npuzzle.grader.checks.solver.SolverRuns}) within a budget
 * ({@link npuzzle.grader.checks.solver.SearchBudget}); each answer the Board gives the Solver during a search is
 * shadowed by the reference Board ({@link npuzzle.grader.checks.solver.ShadowOracle}), so that a Board mistake is
 * charged to the Board. The properties, their verdicts and the solution rules are shared with
 * {@code referenceboard}.
 */
package npuzzle.grader.checks.solver;
