package npuzzle.reference.optimal;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/** The cells next to each cell of an n-by-n board, in the order up, down, left, right. */
final class Moves {
    private static final ConcurrentMap<Integer, Moves> BY_SIZE = new ConcurrentHashMap<>();

    private final int[][] neighbors;

    private Moves(int n) {
        neighbors = new int[n * n][];
        for (int cell = 0; cell < n * n; cell++) {
            int row = cell / n;
            int column = cell % n;
            int[] next = new int[4];
            int count = 0;
            if (row > 0) {
                next[count++] = cell - n;
            }
            if (row < n - 1) {
                next[count++] = cell + n;
            }
            if (column > 0) {
                next[count++] = cell - 1;
            }
            if (column < n - 1) {
                next[count++] = cell + 1;
            }
            neighbors[cell] = Arrays.copyOf(next, count);
        }
    }

    static Moves of(int n) {
        return BY_SIZE.computeIfAbsent(n, Moves::new);
    }

    /** Returns the cells next to {@code cell}; the caller must not modify the array. */
    int[] neighbors(int cell) {
        return neighbors[cell];
    }
}
