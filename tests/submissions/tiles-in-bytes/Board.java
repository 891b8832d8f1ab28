import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// A compact board: one byte a tile.
public class Board {
    private final byte[] tiles;
    private final int n;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new byte[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                this.tiles[i * n + j] = (byte) tiles[i][j];
            }
        }
        int b = 0;
        int h = 0;
        int m = 0;
        for (int k = 0; k < this.tiles.length; k++) {
            int tile = this.tiles[k];
            if (tile == 0) {
                b = k;
            } else if (tile != k + 1) {
                h++;
                m += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
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
        return tiles[i * n + j];
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
        int[] order = new int[tiles.length - 1];
        int k = 0;
        for (byte tile : tiles) {
            if (tile != 0) {
                order[k++] = tile;
            }
        }
        long inversions = inversions(order, new int[order.length], 0, order.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    private static long inversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = inversions(a, aux, lo, mid) + inversions(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        for (int k = lo, i = lo, j = mid + 1; k <= hi; k++) {
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
        List<Board> result = new ArrayList<>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            result.add(slide(blank - n));
        }
        if (row < n - 1) {
            result.add(slide(blank + n));
        }
        if (col > 0) {
            result.add(slide(blank - 1));
        }
        if (col < n - 1) {
            result.add(slide(blank + 1));
        }
        return result;
    }

    private Board slide(int from) {
        int[][] grid = new int[n][n];
        for (int k = 0; k < tiles.length; k++) {
            grid[k / n][k % n] = tiles[k];
        }
        grid[blank / n][blank % n] = tiles[from];
        grid[from / n][from % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
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

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < tiles.length; k++) {
            if (k > 0) {
                s.append(k % n == 0 ? "\n" : " ");
            }
            s.append(String.format("%2s", tiles[k] == 0 ? " " : tiles[k]));
        }
        return s.toString();
    }
}
