import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// An n-puzzle board kept as one row-major array, using java.util.Arrays where it can.
public class Board {
    private final int n;
    private final int[] cells;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        cells = new int[n * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tiles[i], 0, cells, i * n, n);
        }
        int b = 0;
        int h = 0;
        int m = 0;
        for (int k = 0; k < cells.length; k++) {
            int tile = cells[k];
            if (tile == 0) {
                b = k;
            } else {
                if (tile != k + 1) {
                    h++;
                }
                m += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
            }
        }
        blank = b;
        hamming = h;
        manhattan = m;
    }

    private Board(int[] cells, int n) {
        this(toRows(cells, n));
    }

    private static int[][] toRows(int[] cells, int n) {
        int[][] rows = new int[n][];
        for (int i = 0; i < n; i++) {
            rows[i] = Arrays.copyOfRange(cells, i * n, (i + 1) * n);
        }
        return rows;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return cells[i * n + j];
    }

    public int hamming() {
        return hamming;
    }

    public int manhattan() {
        return manhattan;
    }

    public boolean isGoal() {
        return manhattan == 0;
    }

    public boolean isSolvable() {
        int[] a = Arrays.stream(cells).filter(tile -> tile != 0).toArray();
        long inversions = sortCounting(a, 0, a.length);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    // Merge sort of a[lo, hi) that returns how many inversions it removed.
    private static long sortCounting(int[] a, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = sortCounting(a, lo, mid) + sortCounting(a, mid, hi);
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
        List<Board> boards = new ArrayList<>(4);
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            boards.add(swapBlankWith(blank - n));
        }
        if (row < n - 1) {
            boards.add(swapBlankWith(blank + n));
        }
        if (col > 0) {
            boards.add(swapBlankWith(blank - 1));
        }
        if (col < n - 1) {
            boards.add(swapBlankWith(blank + 1));
        }
        return boards;
    }

    private Board swapBlankWith(int k) {
        int[] copy = Arrays.copyOf(cells, cells.length);
        copy[blank] = copy[k];
        copy[k] = 0;
        return new Board(copy, n);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        return Arrays.equals(cells, ((Board) other).cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            if (k > 0) {
                s.append(k % n == 0 ? "\n" : " ");
            }
            s.append(String.format("%2s", cells[k] == 0 ? " " : cells[k]));
        }
        return s.toString();
    }

    public static void main(String[] args) {
        Board board = new Board(new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}});
        System.out.println("The board (" + board.size() + "-puzzle):");
        System.out.println(board);
        System.out.println("Hamming = " + board.hamming() + ", Manhattan = " + board.manhattan() + ", Goal? "
                + board.isGoal() + ", Solvable? " + board.isSolvable());
        System.out.println("Neighboring boards:");
        for (Board neighbor : board.neighbors()) {
            System.out.println(neighbor);
            System.out.println("----------");
        }
    }
}
