package npuzzle.grader.cost.runtime;

/**
 * Thrown into counted code that passed the limit set by {@link CostCounter#limit}; an Error, so that a student's
 * {@code catch (Exception e)} does not swallow it.
 */
public final class CostLimitError extends Error {
    private static final long serialVersionUID = 1L;

    private final long limit;

    CostLimitError(long limit) {
        super("the counted work passed its limit", null, false, false);
        this.limit = limit;
    }

    /** Returns the limit that was passed. */
    public long limit() {
        return limit;
    }
}
