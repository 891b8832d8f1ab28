import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][];
        for (int i = 0; i < n; i++) {
            this.tiles[i] = Arrays.copyOf(tiles[i], n);
        }
        int h = 0;
        int m = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = this.tiles[i][j];
                if (tile != 0 && tile != i * n + j + 1) {
                    h++;
                    m += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
                }
            }
        }
        hamming = h;
        manhattan = m;
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

    private int[] blank() {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] == 0) {
                    return new int[] {i, j};
                }
            }
        }
        throw new IllegalStateException("no blank");
    }

    public boolean isSolvable() {
        int[] a = new int[n * n - 1];
        int k = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    a[k++] = tile;
                }
            }
        }
        long inversions = inversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank()[0]) % 2 == 1;
    }

    private static long inversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = inversions(a, aux, lo, mid) + inversions(a, aux, mid + 1, hi);
        for (int k = lo; k <= hi; k++) {
            aux[k] = a[k];
        }
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
        int[] b = blank();
        List<Board> neighbors = new ArrayList<>();
        int[][] moves = {{b[0] - 1, b[1]}, {b[0] + 1, b[1]}, {b[0], b[1] - 1}, {b[0], b[1] + 1}};
        for (int[] to : moves) {
            if (to[0] < 0 || to[0] >= n || to[1] < 0 || to[1] >= n) {
                continue;
            }
            int[][] next = new int[n][];
            for (int i = 0; i < n; i++) {
                next[i] = tiles[i].clone();
            }
            next[b[0]][b[1]] = next[to[0]][to[1]];
            next[to[0]][to[1]] = 0;
            neighbors.add(new Board(next));
        }
        return neighbors;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        return Arrays.deepEquals(tiles, ((Board) other).tiles);
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
                s.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
                if (j < n - 1) {
                    s.append(" ");
                }
            }
            if (i < n - 1) {
                s.append("\n");
            }
        }
        return s.toString();
    }
}
