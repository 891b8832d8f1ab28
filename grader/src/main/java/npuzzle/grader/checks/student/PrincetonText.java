package npuzzle.grader.checks.student;

import java.util.Arrays;
import npuzzle.reference.Board;

/**
 * Princeton's {@code toString()} format: n + 1 lines, the first holding n, then the rows of tiles with 0 for the
 * blank. Spacing within a line is free (the specification's sample pads each tile to two columns; any run of spaces
 * separates tiles), and a newline after the last row is allowed. In the version without {@code tileAt} the grader
 * reads a board's tiles from this text.
 */
public final class PrincetonText {
    private PrincetonText() {
    }

    /**
     * Returns what keeps {@code text} from being the Princeton format of {@code expected}, or null when it is.
     */
    public static String problem(String text, Board expected) {
        if (text == null) {
            return "toString() returned null";
        }
        String[] lines = text.split("\\R", -1);
        int count = lines.length > 0 && lines[lines.length - 1].isEmpty() ? lines.length - 1 : lines.length;
        int n = expected.size();
        if (count == 0 || !lines[0].strip().equals(String.valueOf(n))) {
            return "the first line must be the size n = " + n + " alone, was \"" + (count == 0 ? "" : lines[0]) + "\"";
        }
        if (count != n + 1) {
            return "expected n + 1 = " + (n + 1) + " lines (the size, then the rows), found " + count;
        }
        for (int i = 0; i < n; i++) {
            String want = Arrays.toString(expected.toArray()[i]);
            String got = Arrays.toString(row(lines[i + 1]));
            if (!want.equals(got)) {
                return "row " + i + " should hold the tiles " + want + " (0 for the blank), was \"" + lines[i + 1] + "\"";
            }
        }
        return null;
    }

    /** Returns Princeton's format of {@code board}: the size line, then each row with each tile as {@code %2d }. */
    public static String format(Board board) {
        StringBuilder s = new StringBuilder().append(board.size()).append('\n');
        for (int[] row : board.toArray()) {
            for (int tile : row) {
                s.append(String.format(java.util.Locale.ROOT, "%2d ", tile));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /**
     * Returns the tiles that {@code text} shows: n rows of n integers, after a line holding n or not, so that a
     * missing size line is charged once, by the format's own check, and not by every check that reads tiles.
     *
     * @throws StudentException if the text is not n rows of n integers
     */
    static int[][] tiles(String text) {
        if (text == null) {
            throw new StudentException("toString() returned null, so the board's tiles cannot be read");
        }
        String[] lines = text.strip().split("\\R");
        int first = lines.length > 1 && row(lines[0]).length == 1 && row(lines[1]).length == lines.length - 1 ? 1 : 0;
        int n = lines.length - first;
        int[][] tiles = new int[n][];
        for (int i = 0; i < n; i++) {
            tiles[i] = row(lines[first + i]);
            if (tiles[i].length != n) {
                throw new StudentException(unreadable(text));
            }
        }
        return tiles;
    }

    private static int[] row(String line) {
        String stripped = line.strip();
        if (stripped.isEmpty()) {
            return new int[0];
        }
        try {
            return Arrays.stream(stripped.split("\\s+")).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            return new int[0];
        }
    }

    private static String unreadable(String text) {
        return "the board's tiles are read from toString(), which is not n followed by n rows of n tiles (see "
                + "board.to-string.size-line):\n" + text;
    }
}
