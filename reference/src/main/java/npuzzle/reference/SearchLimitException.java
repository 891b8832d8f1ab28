package npuzzle.reference;

/** Thrown when a search would need more nodes than it was allowed; the board is solvable, just too hard for it. */
public final class SearchLimitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long nodeLimit;

    public SearchLimitException(long nodeLimit) {
        super("gave up after " + nodeLimit + " search nodes: this board is too hard for the assignment's A*;"
                + " use the optimal solver (reference solve --optimal)");
        this.nodeLimit = nodeLimit;
    }

    public long nodeLimit() {
        return nodeLimit;
    }
}
