package npuzzle.grader.checks.timing;

import java.util.Locale;
import npuzzle.grader.cost.CountedSolvers;

/**
 * The student's Solver on the student's own Board on one puzzle, beside the plain A* on the reference Board:
 * the units each counted, the moves each found, and the budget the student's search ran under.
 *
 * @param puzzle what the puzzle is, e.g. "3x3 after 30 random slides"
 * @param reference the plain A*'s work
 * @param student the student's work, or null if the student's code threw
 * @param budget the most units the student's run was allowed
 */
record OwnBoardRun(String puzzle, SolverWork reference, SolverWork student, long budget) {
    /**
     * Runs the student's search on {@code tiles} within {@code ratio} times the plain A*'s units, and never more
     * than {@code cap} units.
     */
    static OwnBoardRun of(String puzzle, int[][] tiles, SolverWork referenceWork, CountedSolvers student,
            int ratio, long cap) {
        long budget = Math.min(cap, referenceWork.units() * ratio);
        try {
            return new OwnBoardRun(puzzle, referenceWork, SolverWork.run(student, tiles, budget), budget);
        } catch (RuntimeException | StackOverflowError e) {
            return new OwnBoardRun(puzzle, referenceWork, null, budget); // wrong(): the moves checks judge it
        }
    }

    /** Returns whether the student's search found an optimal solution within its budget. */
    boolean solved() {
        return student != null && student.finished() && !wrong();
    }

    /** Returns whether the student's search threw, or ended with moves() that is not the optimum. */
    boolean wrong() {
        return student == null || student.finished() && student.moves() != reference.moves();
    }

    /**
     * Returns the puzzle's line in the details, for a run that is not {@link #wrong}: where it stopped, or its moves,
     * the student's units, the plain A*'s and the ratio.
     */
    String describe() {
        if (!student.finished()) {
            return String.format(Locale.ROOT, "%s: stopped at its budget of %d units (plain A* %d units, %d moves)",
                    puzzle, budget, reference.units(), reference.moves());
        }
        return String.format(Locale.ROOT, "%s: %d moves, %d units, reference %d, ratio %.1f", puzzle, student.moves(),
                student.units(), reference.units(), (double) student.units() / Math.max(reference.units(), 1));
    }
}
