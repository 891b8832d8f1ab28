import java.util.Arrays;
import java.util.LinkedList;

public final class Board {
    private final int n;
    private final int[] tiles;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n * n];
        for (int row = 0; row < n; row++) {
            System.arraycopy(tiles[row], 0, this.tiles, row * n, n);
        }
        int b = -1;
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
        for (int tile : tiles) {
            if (tile != 0) {
                order[k++] = tile;
            }
        }
        long inversions = inversions(order);
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blank / n) % 2 == 1;
    }

    private static long inversions(int[] a) {
        if (a.length < 2) {
            return 0;
        }
        int[] left = Arrays.copyOfRange(a, 0, a.length / 2);
        int[] right = Arrays.copyOfRange(a, a.length / 2, a.length);
        long count = inversions(left) + inversions(right);
        int i = 0;
        int j = 0;
        for (int k = 0; k < a.length; k++) {
            if (j >= right.length || (i < left.length && left[i] <= right[j])) {
                a[k] = left[i++];
            } else {
                a[k] = right[j++];
                count += left.length - i;
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        LinkedList<Board> list = new LinkedList<>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            list.add(swap(blank - n));
        }
        if (row < n - 1) {
            list.add(swap(blank + n));
        }
        if (col > 0) {
            list.add(swap(blank - 1));
        }
        if (col < n - 1) {
            list.add(swap(blank + 1));
        }
        return list;
    }

    private Board swap(int k) {
        int[][] grid = new int[n][n];
        for (int i = 0; i < tiles.length; i++) {
            grid[i / n][i % n] = tiles[i];
        }
        grid[blank / n][blank % n] = tiles[k];
        grid[k / n][k % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board && Arrays.equals(tiles, ((Board) other).tiles);
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
                s.append(tile == 0 ? "   " : String.format("%3d", tile));
            }
            if (i < n - 1) {
                s.append("\n");
            }
        }
        return s.toString();
    }
}
