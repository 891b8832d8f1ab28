import java.util.ArrayDeque;
import java.util.Queue;

public final class Board {
    private final int n;
    private final int[] tiles;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n * n];
        int b = 0;
        int h = 0;
        int m = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int k = i * n + j;
                int tile = tiles[i][j];
                this.tiles[k] = tile;
                if (tile == 0) {
                    b = k;
                } else if (tile != k + 1) {
                    h++;
                    m += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
                }
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
        int[] a = new int[tiles.length - 1];
        int k = 0;
        for (int tile : tiles) {
            if (tile != 0) {
                a[k++] = tile;
            }
        }
        long inversions = count(a, 0, a.length);
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blank / n) % 2 == 1;
    }

    private static long count(int[] a, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long inversions = count(a, lo, mid) + count(a, mid, hi);
        int[] merged = new int[hi - lo];
        int i = lo;
        int j = mid;
        int k = 0;
        while (i < mid && j < hi) {
            if (a[j] < a[i]) {
                inversions += mid - i;
                merged[k++] = a[j++];
            } else {
                merged[k++] = a[i++];
            }
        }
        while (i < mid) {
            merged[k++] = a[i++];
        }
        while (j < hi) {
            merged[k++] = a[j++];
        }
        System.arraycopy(merged, 0, a, lo, merged.length);
        return inversions;
    }

    public Iterable<Board> neighbors() {
        Queue<Board> q = new ArrayDeque<>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            q.add(slide(blank - n));
        }
        if (row < n - 1) {
            q.add(slide(blank + n));
        }
        if (col > 0) {
            q.add(slide(blank - 1));
        }
        if (col < n - 1) {
            q.add(slide(blank + 1));
        }
        return q;
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
    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (!(y instanceof Board)) {
            return false;
        }
        Board that = (Board) y;
        if (that.n != n) {
            return false;
        }
        for (int k = 0; k < tiles.length; k++) {
            if (tiles[k] != that.tiles[k]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i * n + j];
                s.append(String.format("%2s", tile == 0 ? " " : tile)).append(j < n - 1 ? " " : "");
            }
            s.append(i < n - 1 ? "\n" : "");
        }
        return s.toString();
    }
}
