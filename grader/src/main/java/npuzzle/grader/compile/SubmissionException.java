package npuzzle.grader.compile;

/** Thrown when the paths given do not make a gradable submission: they do not exist, or hold two Boards. */
public final class SubmissionException extends Exception {
    private static final long serialVersionUID = 1L;

    public SubmissionException(String message) {
        super(message);
    }
}
