package npuzzle.reference.play;

import java.util.Objects;
import npuzzle.reference.Board;

/** A board to play and where it came from, as the title shows it (a file name, or the seed of a random board). */
public record Puzzle(Board board, String label) {
    public Puzzle {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(label, "label");
    }
}
