package npuzzle.reference.play;

import java.util.ArrayList;
import java.util.List;
import npuzzle.reference.Board;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStringBuilder;

/**
 * Renders a game as the lines of the screen: title, grid, moves and distances, the optimal distance, solved or
 * not, the message and the keys. A window too small for the board gets a line saying so instead.
 */
public final class GameView {
    /** The columns the text lines need besides the grid; longer lines are cut at the window's edge. */
    static final int MIN_COLUMNS = 40;

    private final Glyphs glyphs;
    private final Palette palette;
    private final BoardGrid grid;

    public GameView(Glyphs glyphs, Palette palette) {
        this.glyphs = glyphs;
        this.palette = palette;
        this.grid = new BoardGrid(glyphs, palette);
    }

    /** Returns the screen of {@code game} for a window of {@code columns} by {@code rows}. */
    public List<AttributedString> render(Game game, int columns, int rows) {
        Board board = game.board();
        List<AttributedString> lines = new ArrayList<>();
        lines.add(new AttributedStringBuilder().append(puzzleName(board.size()), palette.title())
                .append("  " + game.puzzle().label()).toAttributedString());
        lines.add(AttributedString.EMPTY);
        lines.addAll(grid.lines(board, game.hintTile()));
        lines.add(AttributedString.EMPTY);
        lines.add(new AttributedString("moves: " + game.moves() + "   hamming: " + board.hamming()
                + "   manhattan: " + board.manhattan()));
        AttributedStringBuilder status = new AttributedStringBuilder().append("optimal: " + optimal(game.advice()))
                .append("   ");
        if (board.isGoal()) {
            status.append("SOLVED", palette.solved());
        } else {
            status.append("not solved");
        }
        lines.add(status.toAttributedString());
        lines.add(new AttributedString(game.message()));
        lines.add(AttributedString.EMPTY);
        lines.addAll(keys(game.controls()));
        int neededColumns = Math.max(BoardGrid.width(board.size()), MIN_COLUMNS);
        if (columns < neededColumns || rows < lines.size()) {
            lines = List.of(new AttributedString("The window is too small: " + columns + "x" + rows + "."),
                    new AttributedString("This " + board.size() + "x" + board.size() + " board needs "
                            + neededColumns + "x" + lines.size() + "."),
                    new AttributedString("Enlarge the window, or press q to quit."));
        }
        return fit(lines, columns, rows);
    }

    /** Returns the puzzle's usual name: 8-puzzle for 3x3, 15-puzzle for 4x4. */
    static String puzzleName(int n) {
        return (n * n - 1) + "-puzzle";
    }

    private String optimal(Advice advice) {
        if (advice instanceof Advice.Known solution) {
            return Game.movesText(solution.moves()) + " from here";
        }
        if (advice instanceof Advice.NotComputed notComputed) {
            return "not computed (" + notComputed.reason() + ")";
        }
        if (advice instanceof Advice.Unsolvable) {
            return "none (the board is unsolvable)";
        }
        return "computing" + glyphs.ellipsis();
    }

    private List<AttributedString> keys(Controls controls) {
        String up = glyphs.arrow(Controls.UP);
        String arrows = controls.inverted()
                ? up + " moves the blank up (the tile above it slides down)"
                : up + " slides the tile below the blank up into it";
        return List.of(new AttributedString("arrows, WASD or HJKL: " + arrows),
                new AttributedString("s solve  h hint  u undo  r restart  n new board  q quit  (S H slide "
                        + glyphs.arrow(Controls.DOWN) + " " + glyphs.arrow(Controls.LEFT) + ")"));
    }

    private static List<AttributedString> fit(List<AttributedString> lines, int columns, int rows) {
        List<AttributedString> fitted = new ArrayList<>();
        for (AttributedString line : lines.subList(0, Math.min(rows, lines.size()))) {
            fitted.add(line.columnLength() > columns ? line.columnSubSequence(0, Math.max(columns, 0)) : line);
        }
        return fitted;
    }
}
