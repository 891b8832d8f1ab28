package npuzzle.grader.checks;

/**
 * Thrown by a check that failed: the message is one line a student can act on, the details carry the input,
 * expected and actual values and the partial credit. Any other throwable from a check is an error.
 */
public final class CheckFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final transient CheckDetails details;

    public CheckFailure(String message, CheckDetails details) {
        super(message);
        this.details = details;
    }

    public CheckDetails details() {
        return details;
    }
}
