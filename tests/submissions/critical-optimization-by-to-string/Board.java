import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public class Board {
    private final int n;
    private final int[] tiles;
    private final int blankIndex;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n * n];
        int index = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                this.tiles[index++] = tile;
            }
        }
        int blank = 0;
        int ham = 0;
        int man = 0;
        for (int k = 0; k < this.tiles.length; k++) {
            int tile = this.tiles[k];
            if (tile == 0) {
                blank = k;
            } else if (tile != k + 1) {
                ham++;
                man += Math.abs(k / n - (tile - 1) / n) + Math.abs(k % n - (tile - 1) % n);
            }
        }
        blankIndex = blank;
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
        int[] order = Arrays.stream(tiles).filter(tile -> tile != 0).toArray();
        long inversions = sortCounting(order, new int[order.length], 0, order.length);
        if (n % 2 != 0) {
            return inversions % 2 == 0;
        }
        return (inversions + blankIndex / n) % 2 != 0;
    }

    private static long sortCounting(int[] a, int[] aux, int from, int to) {
        if (to - from <= 1) {
            return 0;
        }
        int mid = (from + to) / 2;
        long inversions = sortCounting(a, aux, from, mid) + sortCounting(a, aux, mid, to);
        int left = from;
        int right = mid;
        for (int k = from; k < to; k++) {
            if (right >= to || (left < mid && a[left] <= a[right])) {
                aux[k] = a[left++];
            } else {
                inversions += mid - left;
                aux[k] = a[right++];
            }
        }
        System.arraycopy(aux, from, a, from, to - from);
        return inversions;
    }

    public Iterable<Board> neighbors() {
        List<Board> boards = new LinkedList<>();
        int row = blankIndex / n;
        int col = blankIndex % n;
        if (row > 0) {
            boards.add(slideFrom(blankIndex - n));
        }
        if (row < n - 1) {
            boards.add(slideFrom(blankIndex + n));
        }
        if (col > 0) {
            boards.add(slideFrom(blankIndex - 1));
        }
        if (col < n - 1) {
            boards.add(slideFrom(blankIndex + 1));
        }
        return boards;
    }

    private Board slideFrom(int from) {
        int[][] grid = new int[n][n];
        for (int k = 0; k < tiles.length; k++) {
            grid[k / n][k % n] = tiles[k];
        }
        grid[blankIndex / n][blankIndex % n] = tiles[from];
        grid[from / n][from % n] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        Board that = (Board) other;
        return n == that.n && Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return 31 * n + Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < tiles.length; k++) {
            if (k > 0) {
                text.append(k % n == 0 ? '\n' : ' ');
            }
            text.append(String.format("%2s", tiles[k] == 0 ? " " : tiles[k]));
        }
        return text.toString();
    }
}
