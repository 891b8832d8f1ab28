package npuzzle.reference.optimal;

import java.util.Objects;

/**
 * One solver's attempt at one board: the moves found (or -1 if it gave up), the search nodes generated, the
 * time in nanoseconds, and why it gave up (empty when it solved the board).
 */
public record Attempt(int moves, long nodes, long nanos, String failure) {
    public Attempt {
        Objects.requireNonNull(failure, "failure");
        if ((moves < 0) == failure.isEmpty()) {
            throw new IllegalArgumentException("an attempt either solves (moves >= 0) or says why it gave up");
        }
    }

    /** Returns whether the board was solved. */
    public boolean solved() {
        return moves >= 0;
    }
}
