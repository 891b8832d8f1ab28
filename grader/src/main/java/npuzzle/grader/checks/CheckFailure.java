package npuzzle.grader.checks;

/**
 * Thrown by a check that failed: the message is one line a student can act on, the details carry the input,
 * expected and actual values and the partial credit. Any other throwable from a check is an error.
 */
public final class CheckFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final transient CheckDetails details;

    /** How the message of a check begins when it could not run the student's code at all. */
    public static final String NOT_RUN = "not run: ";

    public CheckFailure(String message, CheckDetails details) {
        super(message);
        this.details = details;
    }

    /**
     * Returns the failure of a check whose student class is not available ({@code reason}: not found, did not
     * compile, flagged by the policy scan); it judged nothing, so it explains no other check's failure either.
     */
    public static CheckFailure unavailable(String className, String reason) {
        return new CheckFailure(NOT_RUN + className + " is not available: " + reason, CheckDetails.single(null, null,
                reason, null));
    }

    public CheckDetails details() {
        return details;
    }
}
