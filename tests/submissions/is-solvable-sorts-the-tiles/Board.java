import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int n;
    private final int[] cells;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = tiles[r][c];
            }
        }
        int b = 0;
        int h = 0;
        int m = 0;
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] == 0) {
                b = k;
            } else if (cells[k] != k + 1) {
                h++;
                m += Math.abs((cells[k] - 1) / n - k / n) + Math.abs((cells[k] - 1) % n - k % n);
            }
        }
        blank = b;
        hamming = h;
        manhattan = m;
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
        return hamming == 0;
    }

    // Merge-sorts the cells (the blank, 0, goes first and adds no inversion) and counts the inversions.
    public boolean isSolvable() {
        long inversions = sort(cells, new int[cells.length], 0, cells.length - 1);
        long zerosPassed = blank;
        inversions -= zerosPassed;
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    private static long sort(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sort(a, aux, lo, mid) + sort(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo;
        int j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) {
                a[k] = aux[j++];
            } else if (j > hi) {
                a[k] = aux[i++];
            } else if (aux[j] < aux[i]) {
                count += mid - i + 1;
                a[k] = aux[j++];
            } else {
                a[k] = aux[i++];
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> list = new ArrayList<>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            list.add(exchange(blank - n));
        }
        if (row < n - 1) {
            list.add(exchange(blank + n));
        }
        if (col > 0) {
            list.add(exchange(blank - 1));
        }
        if (col < n - 1) {
            list.add(exchange(blank + 1));
        }
        return list;
    }

    private Board exchange(int k) {
        int[][] grid = new int[n][];
        for (int r = 0; r < n; r++) {
            grid[r] = Arrays.copyOfRange(cells, r * n, r * n + n);
        }
        grid[blank / n][blank % n] = cells[k];
        grid[k / n][k % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof Board)) {
            return false;
        }
        Board b = (Board) o;
        return b.n == n && Arrays.equals(b.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int tile = cells[r * n + c];
                s.append(String.format("%2s", tile == 0 ? " " : tile));
                if (c + 1 < n) {
                    s.append(' ');
                }
            }
            if (r + 1 < n) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
