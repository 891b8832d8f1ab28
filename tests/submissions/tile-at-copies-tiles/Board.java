import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private final int blankRow;
    private final int blankCol;

    public Board(int[][] tiles) {
        this.tiles = copyOf(tiles);
        n = tiles.length;
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
                } else if (tile != i * n + j + 1) {
                    h++;
                    m += Math.abs((tile - 1) / n - i) + Math.abs((tile - 1) % n - j);
                }
            }
        }
        hamming = h;
        manhattan = m;
        blankRow = br;
        blankCol = bc;
    }

    // a fresh copy of the tiles, so that nobody outside can change this board
    private int[][] tiles() {
        return copyOf(tiles);
    }

    private static int[][] copyOf(int[][] tiles) {
        int[][] copy = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) {
            copy[i] = tiles[i].clone();
        }
        return copy;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles()[i][j];
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
        int[] a = new int[n * n - 1];
        int k = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    a[k++] = tile;
                }
            }
        }
        long inversions = count(a, new int[a.length], 0, a.length - 1);
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blankRow) % 2 == 1;
    }

    private static long count(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long inversions = count(a, aux, lo, mid) + count(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo;
        int j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) {
                a[k] = aux[j++];
            } else if (j > hi) {
                a[k] = aux[i++];
            } else if (aux[j] < aux[i]) {
                inversions += mid - i + 1;
                a[k] = aux[j++];
            } else {
                a[k] = aux[i++];
            }
        }
        return inversions;
    }

    public Iterable<Board> neighbors() {
        List<Board> neighbors = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int row = blankRow + step[0];
            int col = blankCol + step[1];
            if (row >= 0 && row < n && col >= 0 && col < n) {
                int[][] next = tiles();
                next[blankRow][blankCol] = next[row][col];
                next[row][col] = 0;
                neighbors.add(new Board(next));
            }
        }
        return neighbors;
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
        return java.util.Arrays.deepEquals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
                if (j < n - 1) {
                    s.append(' ');
                }
            }
            if (i < n - 1) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
