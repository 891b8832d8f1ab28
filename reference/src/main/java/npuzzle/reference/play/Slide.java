package npuzzle.reference.play;

import java.util.Optional;
import npuzzle.reference.Board;

/** A slide of a tile next to the blank into the blank, named by the direction the tile moves. */
public enum Slide {
    /** The tile below the blank moves up. */
    UP("up", 1, 0),
    /** The tile above the blank moves down. */
    DOWN("down", -1, 0),
    /** The tile right of the blank moves left. */
    LEFT("left", 0, 1),
    /** The tile left of the blank moves right. */
    RIGHT("right", 0, -1);

    private final String word;
    private final int rowOffset;
    private final int columnOffset;

    Slide(String word, int rowOffset, int columnOffset) {
        this.word = word;
        this.rowOffset = rowOffset;
        this.columnOffset = columnOffset;
    }

    /** Returns the direction as a word: up, down, left or right. */
    public String word() {
        return word;
    }

    /** Returns the tile this slide moves on {@code board}, or 0 if no tile is on that side of the blank. */
    public int tile(Board board) {
        int row = board.blankRow() + rowOffset;
        int column = board.blankColumn() + columnOffset;
        if (row < 0 || row >= board.size() || column < 0 || column >= board.size()) {
            return 0;
        }
        return board.tileAt(row, column);
    }

    /** Returns the board after this slide, or empty if no tile is on that side of the blank. */
    public Optional<Board> apply(Board board) {
        if (tile(board) == 0) {
            return Optional.empty();
        }
        int n = board.size();
        int[] tiles = board.toRowMajor();
        int blank = board.blankRow() * n + board.blankColumn();
        int from = blank + rowOffset * n + columnOffset;
        tiles[blank] = tiles[from];
        tiles[from] = 0;
        return Optional.of(Board.ofRowMajor(n, tiles));
    }

    /**
     * Returns the slide that turns {@code from} into {@code to}.
     *
     * @throws IllegalArgumentException if {@code to} is not one slide away from {@code from}
     */
    public static Slide between(Board from, Board to) {
        for (Slide slide : values()) {
            if (slide.apply(from).filter(to::equals).isPresent()) {
                return slide;
            }
        }
        throw new IllegalArgumentException("the boards are not one slide apart:\n" + from + "\nand\n" + to);
    }
}
