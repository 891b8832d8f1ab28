package npuzzle.grader.cost.runtime;

/**
 * Thrown into counted code that passed the limit set by {@link CostCounter#limit}; an Error, so that a student's
 * {@code catch (Exception e)} does not swallow it.
 */
public final class CostLimitError extends Error {
    private static final long serialVersionUID = 1L;

    private final long limit;
    private final boolean boards;

    CostLimitError(long limit) {
        this(limit, false);
    }

    CostLimitError(long limit, boolean boards) {
        super(boards ? "the Boards made passed their limit" : "the counted work passed its limit", null, false,
                false);
        this.limit = limit;
        this.boards = boards;
    }

    /** Returns the limit that was passed. */
    public long limit() {
        return limit;
    }

    /** Returns whether the limit passed was on the Boards made rather than on the units of work. */
    public boolean boards() {
        return boards;
    }
}
