package npuzzle.grader.report;

import java.util.Objects;

/**
 * A place in the student's sources: the lines a fix edits where the evidence picks them, else the method a check
 * judged, from its class file's line table, or the line of a compiler error.
 *
 * @param file the source file, relative to the submission
 * @param line the first line, 1-based
 * @param endLine the last line, {@code >= line}
 * @param method the method as a student reads it, e.g. {@code manhattan()} or {@code Board(int[][])}; null for a
 *     compiler error
 * @param text the first line's source text, trimmed, when the location is a few lines picked by evidence (not a
 *     whole method); else null
 */
public record Location(String file, int line, int endLine, String method, String text) {
    /** The most lines a location picked by evidence spans; a longer one is a method. */
    public static final int MOST_LINES = 5;

    public Location {
        Objects.requireNonNull(file, "file");
        if (line < 1 || endLine < line) {
            throw new IllegalArgumentException("location in " + file + ": need 1 <= line <= endLine, got " + line
                    + ".." + endLine);
        }
    }

    /** Returns a location without the line's text. */
    public Location(String file, int line, int endLine, String method) {
        this(file, line, endLine, method, null);
    }

    /** Returns this location with the first line's text (null: none). */
    public Location withText(String lineText) {
        return new Location(file, line, endLine, method, lineText);
    }

    /** Returns whether it is a few lines the evidence picked, not a whole method. */
    public boolean exact() {
        return text != null;
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

    /**
     * Returns where it is as a student reads it: the line and its text for a line the evidence picked
     * ({@code Solver.java:46  moves = counter;}), else the place and the method ({@code Board.java:61 manhattan()}).
     */
    public String shown() {
        return text == null ? toString() : where() + "  " + text;
    }
}
