package npuzzle.grader.checks.student;

/** Formats tiles the way the course's {@code toString} does, for any array, valid board or not. */
public final class Boards {
    private Boards() {
    }

    /** Returns n lines, no trailing newline, each tile {@code %2s} (blank as a space), one space between tiles. */
    public static String format(int[][] tiles) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < tiles.length; i++) {
            if (i > 0) {
                s.append('\n');
            }
            for (int j = 0; j < tiles[i].length; j++) {
                if (j > 0) {
                    s.append(' ');
                }
                int tile = tiles[i][j];
                String text = tile == 0 ? " " : Integer.toString(tile);
                if (text.length() < 2) {
                    s.append(' '); // String.format("%2s", ...) without its cost on large boards
                }
                s.append(text);
            }
        }
        return s.toString();
    }
}
