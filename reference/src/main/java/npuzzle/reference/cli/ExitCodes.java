package npuzzle.reference.cli;

/** The exit codes of the {@code reference} command. */
final class ExitCodes {
    /** Everything asked for was done. */
    static final int OK = 0;
    /** A puzzle is unsolvable, could not be solved within the limits, or a verification failed. */
    static final int FAILED = 1;
    /** Bad usage or a bad puzzle file. */
    static final int USAGE = 2;
    /** A bug in the reference itself. */
    static final int INTERNAL = 3;
    /** {@code reference play} was left with Ctrl-C: 128 plus the signal number, as shells report it. */
    static final int INTERRUPTED = 130;

    private ExitCodes() {
    }
}
