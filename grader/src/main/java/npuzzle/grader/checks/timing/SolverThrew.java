package npuzzle.grader.checks.timing;

/**
 * Thrown when the student's Solver threw while it was measured (its constructor, moves(), solution() or the walk of
 * the solution): the cause is the student's exception. A search that throws is charged by the moves.optimal checks
 * alone, so the measurements that meet one are not judged.
 */
public final class SolverThrew extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SolverThrew(RuntimeException thrown) {
        super(thrown.toString(), thrown);
    }

    /** Returns the student's exception. */
    public RuntimeException thrown() {
        return (RuntimeException) getCause();
    }
}
