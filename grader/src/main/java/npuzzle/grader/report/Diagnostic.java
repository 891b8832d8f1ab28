package npuzzle.grader.report;

import java.util.Objects;

/**
 * One compiler message about a student's source: the file (relative to the submission), 1-based line and column
 * (0 when the compiler gave none), the severity and the compiler's text.
 */
public record Diagnostic(String file, long line, long column, Severity severity, String message) {
    /** How bad a compiler message is; a note says how the grader read the file (its encoding), not a fault. */
    public enum Severity { ERROR, WARNING, NOTE }

    public Diagnostic {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
        if (line < 0 || column < 0) {
            throw new IllegalArgumentException("line and column must be >= 0, got " + line + ":" + column);
        }
    }

    /** Returns the message as {@code file:line:column: error: text}, the way javac prints it. */
    public String format() {
        return file + ":" + line + ":" + column + ": " + severity.name().toLowerCase(java.util.Locale.ROOT) + ": "
                + message;
    }
}
