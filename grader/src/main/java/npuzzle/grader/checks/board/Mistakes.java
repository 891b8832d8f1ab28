package npuzzle.grader.checks.board;

import npuzzle.grader.checks.student.Boards;
import npuzzle.reference.Board;

/**
 * The answers the classic mistakes give, computed on the reference board, so a hint can name the mistake whose
 * answer the student's code gave.
 */
final class Mistakes {
    private Mistakes() {
    }

    static String hamming(Board board, int actual) {
        if (actual == board.hamming() + 1 || actual == board.hamming() + (isBlankHome(board) ? 0 : 1)) {
            return "the blank is counted: hamming() counts only tiles 1 .. n*n-1 that are out of place";
        }
        if (actual == offByOneGoal(board, false)) {
            return "the goal place is off by one: tile t belongs at row (t-1)/n, column (t-1)%n";
        }
        return null;
    }

    static String manhattan(Board board, int actual) {
        int n = board.size();
        int blankDistance = (n - 1 - board.blankRow()) + (n - 1 - board.blankColumn());
        if (actual == board.manhattan() + blankDistance && blankDistance > 0) {
            return "the blank is counted: manhattan() sums the distances of tiles 1 .. n*n-1 only";
        }
        if (actual == offByOneGoal(board, true)) {
            return "the goal place is off by one: tile t belongs at row (t-1)/n, column (t-1)%n";
        }
        return null;
    }

    /** Hamming or manhattan against a goal where tile t sits at row-major place t instead of t-1. */
    private static int offByOneGoal(Board board, boolean manhattan) {
        int n = board.size();
        int total = 0;
        int[] tiles = board.toRowMajor();
        for (int k = 0; k < tiles.length; k++) {
            int tile = tiles[k];
            if (tile != 0 && tile != k) {
                total += manhattan ? Math.abs(tile / n - k / n) + Math.abs(tile % n - k % n) : 1;
            }
        }
        return total;
    }

    static String isGoal(Board board, boolean actual) {
        if (actual && !board.isGoal() && board.toRowMajor()[0] == 0) {
            return "the goal has the blank last: 1 .. n*n-1 in row-major order, then the blank";
        }
        return board.isGoal() ? "the goal is 1 .. n*n-1 in row-major order with the blank in the last place" : null;
    }

    static String isSolvable(Board board, boolean actual) {
        int n = board.size();
        long inversions = board.inversions();
        long withBlank = inversions + board.blankRow() * n + board.blankColumn();
        int row = board.blankRow();
        if (n % 2 == 1) {
            return actual == (withBlank % 2 == 0)
                    ? "the blank is counted in the inversions: count pairs of tiles 1 .. n*n-1 only" : null;
        }
        if (actual == (inversions % 2 == 0)) {
            return "for even n the blank's row counts: solvable iff inversions + blank row (0-based, from the top) "
                    + "is odd";
        }
        if (actual == ((inversions + (n - 1 - row)) % 2 == 1)) {
            return "the blank's row is counted from the bottom: count it from the top, 0-based";
        }
        if (actual == ((withBlank + row) % 2 == 1)) {
            return "the blank is counted in the inversions: count pairs of tiles 1 .. n*n-1 only";
        }
        return null;
    }

    /** {@code actual} is the student's tiles in the course's format. */
    static String tiles(Board board, String actual) {
        int n = board.size();
        int[][] transposed = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                transposed[i][j] = board.tileAt(j, i);
            }
        }
        return Boards.format(transposed).equals(actual)
                ? "tileAt(i, j) is transposed: i is the row and j the column, as in tiles[i][j]" : null;
    }

    private static boolean isBlankHome(Board board) {
        int n = board.size();
        return board.blankRow() == n - 1 && board.blankColumn() == n - 1;
    }
}
