package npuzzle.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An immutable n-by-n board of the n-puzzle, {@code n >= 2}, with tiles {@code 1 .. n*n-1} and the blank {@code 0}.
 *
 * <p>The constructor takes time proportional to {@code n^2}; {@link #size}, {@link #tileAt}, {@link #hamming},
 * {@link #manhattan} and {@link #isGoal} take constant time (the values are computed once); {@link #isSolvable}
 * takes {@code n^2 log n} (merge-sort inversion count); {@link #neighbors} and {@link #equals} take {@code n^2}.
 *
 * <p>This class uses no other class of the project: the grader copies its bytecode into a student's package, so
 * that a student's Solver can be graded on the reference Board.
 */
public final class Board {
    private final int n;
    private final int[] tiles; // row-major
    private final int blank;
    private final int hamming;
    private final int manhattan;

    /**
     * Creates a board from an n-by-n array; {@code tiles[i][j]} is the tile at row i, column j, 0 the blank.
     *
     * @throws NullPointerException if {@code tiles} or a row is null
     * @throws IllegalArgumentException if the array is not square, {@code n < 2}, or the tiles are not a
     *     permutation of {@code 0 .. n*n-1}
     */
    public Board(int[][] tiles) {
        this(flatten(tiles), tiles.length);
    }

    private Board(int[] rowMajor, int n) {
        this.n = n;
        this.tiles = rowMajor;
        int blankAt = -1;
        int wrong = 0;
        int distance = 0;
        for (int k = 0; k < tiles.length; k++) {
            int tile = tiles[k];
            if (tile == 0) {
                blankAt = k;
                continue;
            }
            if (tile != k + 1) {
                wrong++;
                distance += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
            }
        }
        this.blank = blankAt;
        this.hamming = wrong;
        this.manhattan = distance;
    }

    /** Creates a board of side n from its tiles in row-major order. */
    public static Board ofRowMajor(int n, int... rowMajor) {
        if (n < 2) {
            throw new IllegalArgumentException("board size must be at least 2, was " + n);
        }
        if (rowMajor.length != n * n) {
            throw new IllegalArgumentException("expected " + n * n + " tiles, got " + rowMajor.length);
        }
        int[] copy = rowMajor.clone();
        checkPermutation(copy);
        return new Board(copy, n);
    }

    /** Returns the goal board of side n: tiles 1 .. n*n-1 in row-major order, blank last. */
    public static Board goal(int n) {
        int[] tiles = new int[n * n];
        for (int k = 0; k < tiles.length - 1; k++) {
            tiles[k] = k + 1;
        }
        return ofRowMajor(n, tiles);
    }

    private static int[] flatten(int[][] tiles) {
        int n = tiles.length;
        if (n < 2) {
            throw new IllegalArgumentException("board size must be at least 2, was " + n);
        }
        int[] flat = new int[n * n];
        for (int i = 0; i < n; i++) {
            if (tiles[i].length != n) {
                throw new IllegalArgumentException(
                        "board must be square: row " + i + " has " + tiles[i].length + " tiles, expected " + n);
            }
            System.arraycopy(tiles[i], 0, flat, i * n, n);
        }
        checkPermutation(flat);
        return flat;
    }

    private static void checkPermutation(int[] tiles) {
        boolean[] seen = new boolean[tiles.length];
        for (int k = 0; k < tiles.length; k++) {
            int tile = tiles[k];
            if (tile < 0 || tile >= tiles.length) {
                throw new IllegalArgumentException(
                        "tile " + tile + " at position " + k + " is out of range 0.." + (tiles.length - 1));
            }
            if (seen[tile]) {
                throw new IllegalArgumentException("tile " + tile + " appears twice");
            }
            seen[tile] = true;
        }
    }

    /** Returns the board size n. */
    public int size() {
        return n;
    }

    /**
     * Returns the tile at row i, column j (0 for the blank).
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= i, j < n}
     */
    public int tileAt(int i, int j) {
        if (i < 0 || i >= n || j < 0 || j >= n) {
            throw new IndexOutOfBoundsException("(" + i + ", " + j + ") is outside a " + n + "x" + n + " board");
        }
        return tiles[i * n + j];
    }

    /** Returns the number of tiles, not counting the blank, that are not in their goal place. */
    public int hamming() {
        return hamming;
    }

    /** Returns the sum over the tiles, not the blank, of the row and column distances to their goal places. */
    public int manhattan() {
        return manhattan;
    }

    /** Returns true for the goal board. */
    public boolean isGoal() {
        return hamming == 0;
    }

    /** Returns the row of the blank, 0-based from the top. */
    public int blankRow() {
        return blank / n;
    }

    /** Returns the column of the blank, 0-based from the left. */
    public int blankColumn() {
        return blank % n;
    }

    /** Returns the number of inversions among the tiles in row-major order, blank excluded. */
    public long inversions() {
        int[] order = new int[tiles.length - 1];
        int k = 0;
        for (int tile : tiles) {
            if (tile != 0) {
                order[k++] = tile;
            }
        }
        return countInversions(order);
    }

    /** Returns the number of pairs (merge sort, m log m) {@code i < j} with {@code a[i] > a[j]}; leaves {@code a} unchanged. */
    private static long countInversions(int[] a) {
        int[] work = a.clone();
        return sortAndCount(work, new int[a.length], 0, a.length);
    }

    private static long sortAndCount(int[] a, int[] aux, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = sortAndCount(a, aux, lo, mid) + sortAndCount(a, aux, mid, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            if (i >= mid) {
                a[k] = aux[j++];
            } else if (j >= hi || aux[i] <= aux[j]) {
                a[k] = aux[i++];
            } else {
                a[k] = aux[j++];
                count += mid - i;
            }
        }
        return count;
    }

    /**
     * Returns whether the goal can be reached: for odd n the inversions are even; for even n the inversions plus
     * the blank's row (from the top) are odd.
     */
    public boolean isSolvable() {
        long inversions = inversions();
        if (n % 2 != 0) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow()) % 2 != 0;
    }

    /** Returns the boards one slide away, each a fresh board: up, down, left, right of the blank, as they exist. */
    public Iterable<Board> neighbors() {
        List<Board> result = new ArrayList<>(4);
        int row = blankRow();
        int column = blankColumn();
        if (row > 0) {
            result.add(slide(blank - n));
        }
        if (row < n - 1) {
            result.add(slide(blank + n));
        }
        if (column > 0) {
            result.add(slide(blank - 1));
        }
        if (column < n - 1) {
            result.add(slide(blank + 1));
        }
        return Collections.unmodifiableList(result);
    }

    /** Returns the board reached by sliding the tile at row-major position {@code from} into the blank. */
    private Board slide(int from) {
        int[] next = tiles.clone();
        next[blank] = next[from];
        next[from] = 0;
        return new Board(next, n);
    }

    /**
     * Returns the board made by exchanging the first two tiles in row-major order that are not the blank (Princeton's
     * {@code twin()}): solvable exactly when this board is not. The same board on every call.
     */
    public Board twin() {
        int first = tiles[0] == 0 ? 1 : 0;
        int second = tiles[first + 1] == 0 ? first + 2 : first + 1;
        int[] next = tiles.clone();
        next[first] = tiles[second];
        next[second] = tiles[first];
        return new Board(next, n);
    }

    /** Returns whether {@code other} is a board of the same size with the same tiles. */
    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        Board that = (Board) other;
        return n == that.n && Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    /** Returns the tiles as a fresh n-by-n array. */
    public int[][] toArray() {
        int[][] copy = new int[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tiles, i * n, copy[i], 0, n);
        }
        return copy;
    }

    /** Returns the tiles as a fresh row-major array. */
    public int[] toRowMajor() {
        return tiles.clone();
    }

    /**
     * Returns the course's format: n lines, no trailing newline, each tile as {@code %2s} (blank as a space),
     * tiles separated by one space.
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                s.append('\n');
            }
            for (int j = 0; j < n; j++) {
                if (j > 0) {
                    s.append(' ');
                }
                int tile = tiles[i * n + j];
                s.append(String.format("%2s", tile == 0 ? " " : tile));
            }
        }
        return s.toString();
    }
}
