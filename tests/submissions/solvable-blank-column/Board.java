import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public final class Board {
    private final int n;
    private final int[] cells;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        cells = Arrays.stream(tiles).flatMapToInt(Arrays::stream).toArray();
        int where = 0;
        int ham = 0;
        int man = 0;
        for (int k = 0; k < cells.length; k++) {
            int tile = cells[k];
            if (tile == 0) {
                where = k;
            } else if (tile != k + 1) {
                ham++;
                man += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
            }
        }
        blank = where;
        hamming = ham;
        manhattan = man;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return cells[n * i + j];
    }

    public int hamming() {
        return hamming;
    }

    public int manhattan() {
        return manhattan;
    }

    public boolean isGoal() {
        return hamming == 0;
    }

    public boolean isSolvable() {
        int[] order = Arrays.stream(cells).filter(t -> t != 0).toArray();
        long inversions = sort(order, 0, order.length);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        int blankColumn = blank % n;
        return (inversions + blankColumn) % 2 == 1;
    }

    private static long sort(int[] a, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sort(a, lo, mid) + sort(a, mid, hi);
        int[] merged = new int[hi - lo];
        for (int i = lo, j = mid, k = 0; k < merged.length; k++) {
            if (j == hi || (i < mid && a[i] <= a[j])) {
                merged[k] = a[i++];
            } else {
                count += mid - i;
                merged[k] = a[j++];
            }
        }
        System.arraycopy(merged, 0, a, lo, merged.length);
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> boards = new LinkedList<>();
        int row = blank / n;
        int col = blank % n;
        if (col > 0) {
            boards.add(exchange(blank - 1));
        }
        if (col < n - 1) {
            boards.add(exchange(blank + 1));
        }
        if (row > 0) {
            boards.add(exchange(blank - n));
        }
        if (row < n - 1) {
            boards.add(exchange(blank + n));
        }
        return boards;
    }

    private Board exchange(int other) {
        int[][] grid = new int[n][];
        for (int i = 0; i < n; i++) {
            grid[i] = Arrays.copyOfRange(cells, i * n, i * n + n);
        }
        grid[blank / n][blank % n] = cells[other];
        grid[other / n][other % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o == null || o.getClass() != Board.class) {
            return false;
        }
        Board b = (Board) o;
        return n == b.n && Arrays.equals(cells, b.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            s.append(String.format("%2s", cells[k] == 0 ? " " : cells[k]));
            if (k + 1 < cells.length) {
                s.append((k + 1) % n == 0 ? "\n" : " ");
            }
        }
        return s.toString();
    }
}
