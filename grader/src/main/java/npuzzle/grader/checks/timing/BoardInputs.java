package npuzzle.grader.checks.timing;

import java.util.Random;
import npuzzle.reference.Board;

/** The boards that costs and sizes are measured on: seeded, solvable, the same on every run. */
public final class BoardInputs {
    private BoardInputs() {
    }

    /** Returns a solvable n-by-n board, a seeded shuffle with two tiles swapped if it was not solvable. */
    public static int[][] shuffled(int n, long seed) {
        Random random = new Random(seed * 31 + n);
        int[] flat = new int[n * n];
        for (int k = 0; k < flat.length; k++) {
            flat[k] = k;
        }
        for (int k = flat.length - 1; k > 0; k--) {
            swap(flat, k, random.nextInt(k + 1));
        }
        if (!Board.ofRowMajor(n, flat).isSolvable()) {
            int first = flat[0] == 0 ? 1 : 0;
            int second = flat[first + 1] == 0 ? first + 2 : first + 1;
            swap(flat, first, second);
        }
        return Board.ofRowMajor(n, flat).toArray();
    }

    /** Returns the board reached from the goal by {@code steps} seeded random slides, never straight back. */
    public static int[][] walked(int n, int steps, long seed) {
        Random random = new Random(seed * 131 + n * 17L + steps);
        Board board = Board.goal(n);
        Board previous = null;
        for (int step = 0; step < steps; step++) {
            java.util.List<Board> next = new java.util.ArrayList<>();
            for (Board neighbor : board.neighbors()) {
                if (!neighbor.equals(previous)) {
                    next.add(neighbor);
                }
            }
            previous = board;
            board = next.get(random.nextInt(next.size()));
        }
        return board.toArray();
    }

    /** Returns the goal board of side n. */
    public static int[][] goal(int n) {
        return Board.goal(n).toArray();
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
