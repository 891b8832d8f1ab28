import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Board {
    private final List<Integer> tiles = new ArrayList<>();
    private final int n;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        for (int[] row : tiles) {
            for (int tile : row) {
                this.tiles.add(tile);
            }
        }
        blank = this.tiles.indexOf(0);
        int h = 0;
        int m = 0;
        for (int k = 0; k < this.tiles.size(); k++) {
            int tile = this.tiles.get(k);
            if (tile != 0 && tile != k + 1) {
                h++;
                m += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
            }
        }
        hamming = h;
        manhattan = m;
    }

    private Board(List<Integer> tiles, int n) {
        this(toArray(tiles, n));
    }

    private static int[][] toArray(List<Integer> tiles, int n) {
        int[][] grid = new int[n][n];
        for (int k = 0; k < tiles.size(); k++) {
            grid[k / n][k % n] = tiles.get(k);
        }
        return grid;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles.get(i * n + j);
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
        List<Integer> order = new ArrayList<>(tiles);
        order.remove(Integer.valueOf(0));
        int[] a = new int[order.size()];
        for (int k = 0; k < a.length; k++) {
            a[k] = order.get(k);
        }
        long inversions = merge(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    private static long merge(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = merge(a, aux, lo, mid) + merge(a, aux, mid + 1, hi);
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
        List<Board> result = new ArrayList<>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            result.add(swap(blank - n));
        }
        if (row < n - 1) {
            result.add(swap(blank + n));
        }
        if (col > 0) {
            result.add(swap(blank - 1));
        }
        if (col < n - 1) {
            result.add(swap(blank + 1));
        }
        return result;
    }

    private Board swap(int other) {
        List<Integer> copy = new ArrayList<>(tiles);
        Collections.swap(copy, blank, other);
        return new Board(copy, n);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        return tiles.equals(((Board) other).tiles);
    }

    @Override
    public int hashCode() {
        return tiles.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int k = 0; k < tiles.size(); k++) {
            int tile = tiles.get(k);
            s.append(String.format("%2s", tile == 0 ? " " : tile));
            if (k == tiles.size() - 1) {
                break;
            }
            s.append(k % n == n - 1 ? "\n" : " ");
        }
        return s.toString();
    }
}
