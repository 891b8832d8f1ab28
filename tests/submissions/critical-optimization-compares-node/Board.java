import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public final class Board {
    private final int[] tiles;
    private final int n;
    private final int zero;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        this.n = tiles.length;
        this.tiles = new int[n * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tiles[i], 0, this.tiles, i * n, n);
        }
        int z = -1;
        int ham = 0;
        int man = 0;
        for (int k = 0; k < this.tiles.length; k++) {
            int tile = this.tiles[k];
            if (tile == 0) {
                z = k;
                continue;
            }
            if (tile != k + 1) {
                ham++;
            }
            man += Math.abs(k / n - (tile - 1) / n) + Math.abs(k % n - (tile - 1) % n);
        }
        zero = z;
        hamming = ham;
        manhattan = man;
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
        int next = 0;
        for (int tile : tiles) {
            if (tile != 0) {
                order[next++] = tile;
            }
        }
        long inversions = mergeSort(order, new int[order.length], 0, order.length - 1);
        int blankRow = zero / n;
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blankRow) % 2 == 1;
    }

    private static long mergeSort(int[] a, int[] aux, int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = mergeSort(a, aux, lo, mid) + mergeSort(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo;
        int j = mid + 1;
        int k = lo;
        while (i <= mid && j <= hi) {
            if (aux[i] <= aux[j]) {
                a[k++] = aux[i++];
            } else {
                count += mid - i + 1;
                a[k++] = aux[j++];
            }
        }
        while (i <= mid) {
            a[k++] = aux[i++];
        }
        while (j <= hi) {
            a[k++] = aux[j++];
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> result = new ArrayList<>();
        int row = zero / n;
        int col = zero % n;
        if (row > 0) {
            result.add(exchange(zero - n));
        }
        if (row + 1 < n) {
            result.add(exchange(zero + n));
        }
        if (col > 0) {
            result.add(exchange(zero - 1));
        }
        if (col + 1 < n) {
            result.add(exchange(zero + 1));
        }
        return result;
    }

    private Board exchange(int k) {
        int[][] grid = new int[n][];
        for (int i = 0; i < n; i++) {
            grid[i] = Arrays.copyOfRange(tiles, i * n, i * n + n);
        }
        grid[zero / n][zero % n] = tiles[k];
        grid[k / n][k % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object other) {
        if (other == null || getClass() != other.getClass()) {
            return false;
        }
        return Arrays.equals(tiles, ((Board) other).tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (j != 0) {
                    sb.append(' ');
                }
                int tile = tiles[i * n + j];
                sb.append(String.format("%2s", tile == 0 ? " " : tile));
            }
            if (i != n - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
