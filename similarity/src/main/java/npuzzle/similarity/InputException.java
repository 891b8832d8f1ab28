package npuzzle.similarity;

/** Thrown when an input cannot be read at all (a missing folder, an unreadable archive, an empty class). */
public final class InputException extends Exception {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message);
    }
}
