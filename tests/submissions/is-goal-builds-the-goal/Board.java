import java.util.ArrayList;
import java.util.Arrays;

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
                    h += tile == i * n + j + 1 ? 0 : 1;
                    m += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
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

    // the goal board of this size
    private static Board goal(int n) {
        int[][] goal = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                goal[i][j] = (i * n + j + 1) % (n * n);
            }
        }
        return new Board(goal);
    }

    public boolean isGoal() {
        return equals(goal(n));
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
        long inversions = countInversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    private static long countInversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = countInversions(a, aux, lo, mid) + countInversions(a, aux, mid + 1, hi);
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
        ArrayList<Board> boards = new ArrayList<>();
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int[] move : moves) {
            int i = blankRow + move[0];
            int j = blankCol + move[1];
            if (i >= 0 && i < n && j >= 0 && j < n) {
                int[][] copy = new int[n][];
                for (int r = 0; r < n; r++) {
                    copy[r] = Arrays.copyOf(tiles[r], n);
                }
                copy[blankRow][blankCol] = copy[i][j];
                copy[i][j] = 0;
                boards.add(new Board(copy));
            }
        }
        return boards;
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other == null || other.getClass() != getClass()) {
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
