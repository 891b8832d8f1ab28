package npuzzle.reference.optimal;

/** Thrown when an optimal search would exceed its node or time budget; the board is solvable, just too hard. */
public final class SearchBudgetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long nodes;
    private final String shortReason;

    SearchBudgetException(String message, long nodes, String shortReason) {
        super(message);
        this.nodes = nodes;
        this.shortReason = shortReason;
    }

    /** Returns the search nodes generated before giving up. */
    public long nodes() {
        return nodes;
    }

    /** Returns the exceeded budget in a few words, e.g. {@code over 1000 nodes}. */
    public String shortReason() {
        return shortReason;
    }
}
