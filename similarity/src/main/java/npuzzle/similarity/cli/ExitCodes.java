package npuzzle.similarity.cli;

/** The exit codes, as the grader's. */
final class ExitCodes {
    /** The results were written. */
    static final int OK = 0;
    /** The usage was wrong, or an input cannot be read (a missing folder, an empty class, an unreadable archive). */
    static final int USAGE = 2;
    /** The program itself failed. */
    static final int INTERNAL = 3;

    private ExitCodes() {
    }
}
