package npuzzle.reference;

import java.util.SplittableRandom;

/**
 * A seeded source of n-puzzle boards: uniform random solvable or unsolvable boards and random walks from the goal.
 * The same seed and the same sequence of calls give the same boards.
 */
public final class PuzzleGenerator {
    private final SplittableRandom random;

    /** Creates a generator whose boards are determined by {@code seed}. */
    public PuzzleGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Returns a board of side n drawn uniformly from all solvable boards of that side. */
    public Board randomSolvable(int n) {
        return randomWithSolvability(n, true);
    }

    /** Returns a board of side n drawn uniformly from all unsolvable boards of that side. */
    public Board randomUnsolvable(int n) {
        return randomWithSolvability(n, false);
    }

    /**
     * Returns a uniformly random permutation, with two tiles swapped if its solvability is not {@code solvable}.
     * Swapping the first two tiles (not the blank) flips solvability and is a bijection between the two halves, so
     * the result is uniform over the boards with the asked solvability.
     */
    private Board randomWithSolvability(int n, boolean solvable) {
        requireSize(n);
        int[] tiles = new int[n * n];
        for (int k = 0; k < tiles.length; k++) {
            tiles[k] = k;
        }
        for (int k = tiles.length - 1; k > 0; k--) {
            swap(tiles, k, random.nextInt(k + 1));
        }
        Board board = Board.ofRowMajor(n, tiles);
        if (board.isSolvable() == solvable) {
            return board;
        }
        int first = tiles[0] == 0 ? 1 : 0;
        int second = tiles[first + 1] == 0 ? first + 2 : first + 1;
        swap(tiles, first, second);
        return Board.ofRowMajor(n, tiles);
    }

    /**
     * Returns the board reached from the goal of side n by {@code steps} random slides, none undoing the one before.
     * Its optimal solution has at most {@code steps} moves, and the same parity.
     */
    public Board randomWalk(int n, int steps) {
        requireSize(n);
        if (steps < 0) {
            throw new IllegalArgumentException("steps must not be negative, was " + steps);
        }
        return walk(Board.goal(n), steps);
    }

    /** Returns the board reached from {@code start} by {@code steps} random slides, none undoing the one before. */
    Board walk(Board start, int steps) {
        Board previous = null;
        Board current = start;
        for (int step = 0; step < steps; step++) {
            Board[] choices = new Board[4];
            int count = 0;
            for (Board neighbor : current.neighbors()) {
                if (!neighbor.equals(previous)) {
                    choices[count++] = neighbor;
                }
            }
            previous = current;
            current = choices[random.nextInt(count)];
        }
        return current;
    }

    private static void requireSize(int n) {
        if (n < 2) {
            throw new IllegalArgumentException("board size must be at least 2, was " + n);
        }
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
