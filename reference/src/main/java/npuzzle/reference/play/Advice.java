package npuzzle.reference.play;

import java.util.List;
import npuzzle.reference.Board;

/** What the optimal solver says about a board: a shortest solution, not yet, not within its budget, or never. */
public sealed interface Advice {
    /** The search is running. */
    Advice COMPUTING = new Computing();
    /** The board cannot reach the goal. */
    Advice UNSOLVABLE = new Unsolvable();

    /** A shortest solution: the boards after the current one, ending at the goal (empty at the goal). */
    record Known(List<Board> path) implements Advice {
        public Known {
            path = List.copyOf(path);
        }

        /** Returns the optimal number of moves from the board. */
        public int moves() {
            return path.size();
        }
    }

    /** The search is running. */
    record Computing() implements Advice {
    }

    /** The solver gave up; {@code reason} says which budget ran out, e.g. {@code over 1 s}. */
    record NotComputed(String reason) implements Advice {
    }

    /** The board cannot reach the goal. */
    record Unsolvable() implements Advice {
    }
}
