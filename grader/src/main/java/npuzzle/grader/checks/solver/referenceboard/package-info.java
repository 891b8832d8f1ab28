/**
 * The Solver's correctness checks on the reference Board relocated into the student's package, ids
 * {@code solver.reference-board.*}: the same properties as on the student's Board, so that a Board bug is not
 * charged to the Solver, plus two Solvers at once and the sets of boards near the goal and at random (Princeton's).
 */
package npuzzle.grader.checks.solver.referenceboard;
