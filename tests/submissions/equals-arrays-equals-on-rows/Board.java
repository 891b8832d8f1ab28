import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private final int blankRow;
    private final int blankCol;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][];
        for (int i = 0; i < n; i++) {
            this.tiles[i] = Arrays.copyOf(tiles[i], n);
        }
        int h = 0;
        int m = 0;
        int br = 0;
        int bc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = this.tiles[i][j];
                if (tile == 0) {
                    br = i;
                    bc = j;
                } else {
                    if (tile != i * n + j + 1) {
                        h++;
                    }
                    m += Math.abs((tile - 1) / n - i) + Math.abs((tile - 1) % n - j);
                }
            }
        }
        hamming = h;
        manhattan = m;
        blankRow = br;
        blankCol = bc;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles[i][j];
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
        int[] a = Arrays.stream(tiles).flatMapToInt(Arrays::stream).filter(t -> t != 0).toArray();
        long inversions = inversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    private static long inversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = inversions(a, aux, lo, mid) + inversions(a, aux, mid + 1, hi);
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
        List<Board> neighbors = new ArrayList<>();
        int[][] directions = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
        for (int[] d : directions) {
            int i = blankRow + d[0];
            int j = blankCol + d[1];
            if (i < 0 || i >= n || j < 0 || j >= n) {
                continue;
            }
            int[][] copy = new int[n][];
            for (int r = 0; r < n; r++) {
                copy[r] = tiles[r].clone();
            }
            copy[blankRow][blankCol] = copy[i][j];
            copy[i][j] = 0;
            neighbors.add(new Board(copy));
        }
        return neighbors;
    }

    @Override
    public boolean equals(Object other) {
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        Board that = (Board) other;
        return Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (j > 0) {
                    s.append(' ');
                }
                s.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
            }
            if (i < n - 1) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
