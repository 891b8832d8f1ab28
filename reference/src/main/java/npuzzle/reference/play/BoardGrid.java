package npuzzle.reference.play;

import java.util.ArrayList;
import java.util.List;
import npuzzle.reference.Board;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;
import org.jline.utils.AttributedStyle;

/**
 * Draws a board as a grid of cells, each tile right-aligned with a space either side; a marked tile is drawn in
 * brackets instead of those spaces (and in the hint style), so the mark shows without colour too.
 */
public final class BoardGrid {
    private final Glyphs glyphs;
    private final Palette palette;

    public BoardGrid(Glyphs glyphs, Palette palette) {
        this.glyphs = glyphs;
        this.palette = palette;
    }

    /** Returns the columns a grid of side n takes. */
    public static int width(int n) {
        return n * (cellWidth(n) + 1) + 1;
    }

    /** Returns the lines a grid of side n takes. */
    public static int height(int n) {
        return 2 * n + 1;
    }

    private static int cellWidth(int n) {
        return digits(n) + 2;
    }

    private static int digits(int n) {
        return Integer.toString(n * n - 1).length();
    }

    /** Returns the grid of {@code board}, with {@code marked} in brackets (0 marks nothing). */
    public List<AttributedString> lines(Board board, int marked) {
        int n = board.size();
        List<AttributedString> lines = new ArrayList<>(height(n));
        lines.add(border(n, 0));
        for (int row = 0; row < n; row++) {
            AttributedStringBuilder line = new AttributedStringBuilder().append(glyphs.vertical());
            for (int column = 0; column < n; column++) {
                int tile = board.tileAt(row, column);
                String number = tile == 0 ? "" : Integer.toString(tile);
                String padded = " ".repeat(digits(n) - number.length()) + number;
                if (tile != 0 && tile == marked) {
                    line.append("[" + padded + "]", palette.hint());
                } else {
                    boolean placed = tile == row * n + column + 1;
                    line.append(" " + padded + " ", placed ? palette.placed() : AttributedStyle.DEFAULT);
                }
                line.append(glyphs.vertical());
            }
            lines.add(line.toAttributedString());
            lines.add(border(n, row == n - 1 ? 2 : 1));
        }
        return lines;
    }

    /** Returns the grid of {@code board} as plain text lines. */
    public List<String> plainLines(Board board) {
        List<String> plain = new ArrayList<>();
        for (AttributedString line : lines(board, 0)) {
            plain.add(line.toString());
        }
        return plain;
    }

    private AttributedString border(int n, int which) {
        String joints = glyphs.joints(which);
        StringBuilder line = new StringBuilder().append(joints.charAt(0));
        for (int column = 0; column < n; column++) {
            if (column > 0) {
                line.append(joints.charAt(1));
            }
            line.append(glyphs.horizontal().repeat(cellWidth(n)));
        }
        return new AttributedString(line.append(joints.charAt(2)).toString());
    }
}
