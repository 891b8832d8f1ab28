package npuzzle.reference.optimal;

/** Thrown when an optimal search would exceed its node or time budget; the board is solvable, just too hard. */
public final class SearchBudgetException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SearchBudgetException(String message) {
        super(message);
    }
}
