package npuzzle.grader.report;

import java.util.Objects;

/**
 * One finding of a style tool on the student's code.
 *
 * @param file the source file, relative to the submission
 * @param line its line, 1-based, or 0 when the tool names none
 * @param rule the tool's id of the rule, e.g. {@code ImmutableField} or {@code EI_EXPOSE_REP2}
 * @param message what is wrong and, for the assignment's design rules, why it matters
 */
public record StyleFinding(String file, int line, String rule, String message) {
    public StyleFinding {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(message, "message");
        if (line < 0) {
            throw new IllegalArgumentException("finding " + rule + " at " + file + ": need line >= 0, got " + line);
        }
    }

    /** Returns where it is, e.g. {@code Board.java:12}. */
    public String where() {
        return line == 0 ? file : file + ":" + line;
    }
}
