import java.util.Arrays;
import java.util.Vector;

public class Board {
    private final int[] tiles;
    private final int n;
    private final int empty;
    private final int ham;
    private final int man;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n * n];
        int k = 0;
        int e = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile == 0) {
                    e = k;
                }
                this.tiles[k++] = tile;
            }
        }
        empty = e;
        int h = 0;
        int m = 0;
        for (int i = 0; i < this.tiles.length; i++) {
            int tile = this.tiles[i];
            if (tile == 0) {
                continue;
            }
            int goal = tile - 1;
            if (goal != i) {
                h++;
            }
            m += Math.abs(goal / n - i / n) + Math.abs(goal % n - i % n);
        }
        ham = h;
        man = m;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles[i * n + j];
    }

    public int hamming() {
        return ham;
    }

    public int manhattan() {
        return man;
    }

    public boolean isGoal() {
        return man == 0;
    }

    public boolean isSolvable() {
        int[] a = new int[tiles.length - 1];
        int k = 0;
        for (int tile : tiles) {
            if (tile != 0) {
                a[k++] = tile;
            }
        }
        long inversions = inversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + empty / n) % 2 == 1;
    }

    private static long inversions(int[] a, int[] b, int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = inversions(a, b, lo, mid) + inversions(a, b, mid + 1, hi);
        int i = lo;
        int j = mid + 1;
        int k = lo;
        while (i <= mid && j <= hi) {
            if (a[j] < a[i]) {
                count += mid - i + 1;
                b[k++] = a[j++];
            } else {
                b[k++] = a[i++];
            }
        }
        while (i <= mid) {
            b[k++] = a[i++];
        }
        while (j <= hi) {
            b[k++] = a[j++];
        }
        System.arraycopy(b, lo, a, lo, hi - lo + 1);
        return count;
    }

    public Iterable<Board> neighbors() {
        Vector<Board> v = new Vector<>();
        int r = empty / n;
        int c = empty % n;
        if (r > 0) {
            v.add(slide(empty - n));
        }
        if (r < n - 1) {
            v.add(slide(empty + n));
        }
        if (c > 0) {
            v.add(slide(empty - 1));
        }
        if (c < n - 1) {
            v.add(slide(empty + 1));
        }
        return v;
    }

    private Board slide(int from) {
        int[][] grid = new int[n][n];
        for (int k = 0; k < tiles.length; k++) {
            grid[k / n][k % n] = tiles[k];
        }
        grid[empty / n][empty % n] = tiles[from];
        grid[from / n][from % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Board)) {
            return false;
        }
        Board that = (Board) o;
        return that.n == n && Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i * n + j];
                s.append(j == 0 ? "" : " ").append(String.format("%2s", tile == 0 ? " " : tile));
            }
            if (i + 1 < n) {
                s.append("\n");
            }
        }
        return s.toString();
    }
}
