package npuzzle.reference;

/** A puzzle file that does not follow the format, with the file, line and column (1-based) where it goes wrong. */
public final class PuzzleFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final int column;
    private final String problem;

    public PuzzleFormatException(String file, int line, int column, String problem) {
        super(file + ":" + line + ":" + column + ": " + problem);
        this.file = file;
        this.line = line;
        this.column = column;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** Returns what is wrong, without the location. */
    public String problem() {
        return problem;
    }
}
