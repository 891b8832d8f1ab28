package npuzzle.grader.cli;

/** The grader's exit codes. */
final class ExitCodes {
    /** Every check passed. */
    static final int OK = 0;
    /** At least one check did not pass. */
    static final int FAILED = 1;
    /** The usage was wrong, or the submission cannot be graded at all (no Board.java, nothing compiles). */
    static final int USAGE = 2;
    /** The grader itself failed. */
    static final int INTERNAL = 3;

    private ExitCodes() {
    }
}
