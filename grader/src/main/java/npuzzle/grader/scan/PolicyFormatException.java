package npuzzle.grader.scan;

/** A policy file that cannot be used, with the file and what was expected where it goes wrong. */
public final class PolicyFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final String problem;

    public PolicyFormatException(String file, String problem) {
        super(file + ": " + problem);
        this.file = file;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    /** Returns what is wrong, without the file. */
    public String problem() {
        return problem;
    }
}
