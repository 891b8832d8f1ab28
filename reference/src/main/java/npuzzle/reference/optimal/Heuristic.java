package npuzzle.reference.optimal;

/**
 * An admissible estimate of the moves left to the goal, evaluated incrementally as a search slides tiles.
 *
 * <p>Implementations are immutable and thread-safe; each search asks for its own {@link Evaluator}.
 */
public interface Heuristic {
    /** Returns a short name for reports, e.g. {@code manhattan}. */
    String name();

    /**
     * Returns an evaluator positioned on {@code tiles} (row-major, 0 the blank, side n), for one search on one
     * thread; the search owns {@code tiles} and updates it before each call to the evaluator.
     *
     * @throws IllegalArgumentException if this heuristic does not support boards of side n
     */
    Evaluator start(int n, int[] tiles);

    /** Returns the Manhattan distance heuristic. */
    static Heuristic manhattan() {
        return new ManhattanHeuristic();
    }

    /** Returns the Manhattan distance plus two moves per tile that must leave its row or column (Hansson et al.). */
    static Heuristic linearConflict() {
        return new LinearConflictHeuristic();
    }

    /** The estimate for one search: the current value, updated on each slide and undone on backtrack. */
    interface Evaluator {
        /** Returns the estimate for the current tiles. */
        int value();

        /** Updates after {@code tile} slid from cell {@code from} to cell {@code to}; returns the new estimate. */
        int slide(int tile, int from, int to);

        /** Undoes the last {@link #slide} (called with the same arguments, after the tiles were restored). */
        void undo(int tile, int from, int to);
    }
}
