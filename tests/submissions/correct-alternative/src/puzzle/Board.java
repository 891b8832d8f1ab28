package puzzle;

import java.util.Arrays;
import java.util.LinkedList;

/** A board stored as one row-major array; written differently from the reference on purpose. */
public final class Board {
    private final int size;
    private final int[] cells;
    private final int blank;
    private final int hammingDistance;
    private final int manhattanDistance;

    public Board(int[][] tiles) {
        size = tiles.length;
        cells = new int[size * size];
        for (int row = 0; row < size; row++) {
            System.arraycopy(tiles[row], 0, cells, row * size, size);
        }
        int where = 0;
        int wrong = 0;
        int distance = 0;
        for (int k = 0; k < cells.length; k++) {
            int tile = cells[k];
            if (tile == 0) {
                where = k;
            } else if (tile != k + 1) {
                wrong++;
                int goal = tile - 1;
                distance += Math.abs(goal / size - k / size) + Math.abs(goal % size - k % size);
            }
        }
        blank = where;
        hammingDistance = wrong;
        manhattanDistance = distance;
    }

    private Board(int[] cells, int size) {
        this(toGrid(cells, size));
    }

    private static int[][] toGrid(int[] cells, int size) {
        int[][] grid = new int[size][size];
        for (int row = 0; row < size; row++) {
            grid[row] = Arrays.copyOfRange(cells, row * size, (row + 1) * size);
        }
        return grid;
    }

    public int size() {
        return size;
    }

    public int tileAt(int i, int j) {
        return cells[i * size + j];
    }

    public int hamming() {
        return hammingDistance;
    }

    public int manhattan() {
        return manhattanDistance;
    }

    public boolean isGoal() {
        return manhattanDistance == 0;
    }

    public boolean isSolvable() {
        int[] order = new int[cells.length - 1];
        int k = 0;
        for (int tile : cells) {
            if (tile != 0) {
                order[k++] = tile;
            }
        }
        long inversions = sortCount(order, 0, order.length);
        long parity = size % 2 == 1 ? inversions : inversions + blank / size + 1;
        return parity % 2 == 0;
    }

    // Bottom-up style recursion over [lo, hi): returns the inversions and sorts the range.
    private static long sortCount(int[] a, int lo, int hi) {
        if (hi - lo <= 1) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sortCount(a, lo, mid) + sortCount(a, mid, hi);
        int[] left = Arrays.copyOfRange(a, lo, mid);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < left.length && j < hi) {
            if (a[j] < left[i]) {
                count += left.length - i;
                a[k++] = a[j++];
            } else {
                a[k++] = left[i++];
            }
        }
        while (i < left.length) {
            a[k++] = left[i++];
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        LinkedList<Board> result = new LinkedList<>();
        int row = blank / size;
        int column = blank % size;
        if (column < size - 1) {
            result.add(swapped(blank + 1));
        }
        if (column > 0) {
            result.add(swapped(blank - 1));
        }
        if (row < size - 1) {
            result.add(swapped(blank + size));
        }
        if (row > 0) {
            result.add(swapped(blank - size));
        }
        return result;
    }

    private Board swapped(int from) {
        int[] next = cells.clone();
        next[blank] = next[from];
        next[from] = 0;
        return new Board(next, size);
    }

    @Override
    public boolean equals(Object o) {
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        Board other = (Board) o;
        return size == other.size && Arrays.equals(cells, other.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            if (k > 0) {
                text.append(k % size == 0 ? "\n" : " ");
            }
            text.append(String.format("%2s", cells[k] == 0 ? " " : cells[k]));
        }
        return text.toString();
    }
}
