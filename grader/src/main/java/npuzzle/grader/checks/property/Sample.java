package npuzzle.grader.checks.property;

import java.util.Comparator;
import java.util.Objects;
import npuzzle.reference.Board;

/**
 * One input of a multi-input check.
 *
 * @param origin where the board came from: a data file's name, or "random 5x5 board"
 * @param board the board
 * @param random whether the board was generated, so that it may be shrunk
 */
public record Sample(String origin, Board board, boolean random) {
    /** Smaller n first, then the smaller manhattan distance. */
    static final Comparator<Sample> SMALLEST_FIRST = Comparator.comparingInt((Sample s) -> s.board().size())
            .thenComparingInt(s -> s.board().manhattan()).thenComparing(Sample::origin);

    public Sample {
        Objects.requireNonNull(origin);
        Objects.requireNonNull(board);
    }

    static Sample random(Board board) {
        return new Sample("random " + board.size() + "x" + board.size() + " board", board, true);
    }
}
