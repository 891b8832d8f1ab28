package npuzzle.grader.report;

import java.util.Objects;

/**
 * A place in the student's sources: the method a check judged, from its class file's line table, or the line of a
 * compiler error.
 *
 * @param file the source file, relative to the submission
 * @param line the first line, 1-based
 * @param endLine the last line, {@code >= line}
 * @param method the method as a student reads it, e.g. {@code manhattan()} or {@code Board(int[][])}; null for a
 *     compiler error
 */
public record Location(String file, int line, int endLine, String method) {
    public Location {
        Objects.requireNonNull(file, "file");
        if (line < 1 || endLine < line) {
            throw new IllegalArgumentException("location in " + file + ": need 1 <= line <= endLine, got " + line
                    + ".." + endLine);
        }
    }

    /** Returns where it is, as editors and terminals link it: {@code Board.java:61}. */
    public String where() {
        return file + ":" + line;
    }

    /** Returns where it is and the method: {@code Board.java:61 manhattan()}. */
    @Override
    public String toString() {
        return method == null ? where() : where() + " " + method;
    }
}
