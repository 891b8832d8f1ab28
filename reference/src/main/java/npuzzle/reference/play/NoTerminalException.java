package npuzzle.reference.play;

/** Thrown when standard input and output are not an interactive terminal that can move the cursor. */
public final class NoTerminalException extends Exception {
    private static final long serialVersionUID = 1L;

    NoTerminalException(String message, Throwable cause) {
        super(message, cause);
    }
}
