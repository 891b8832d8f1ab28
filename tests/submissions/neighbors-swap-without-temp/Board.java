import java.util.LinkedList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private int blankRow;
    private int blankCol;
    private int hamming;
    private int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                this.tiles[i][j] = tiles[i][j];
                int tile = tiles[i][j];
                if (tile == 0) {
                    blankRow = i;
                    blankCol = j;
                } else if (tile != i * n + j + 1) {
                    hamming++;
                    manhattan += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
                }
            }
        }
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
        int[] a = new int[n * n - 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != 0) {
                    a[k++] = tiles[i][j];
                }
            }
        }
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
        List<Board> neighbors = new LinkedList<>();
        if (blankRow > 0) {
            neighbors.add(swap(blankRow - 1, blankCol));
        }
        if (blankRow < n - 1) {
            neighbors.add(swap(blankRow + 1, blankCol));
        }
        if (blankCol > 0) {
            neighbors.add(swap(blankRow, blankCol - 1));
        }
        if (blankCol < n - 1) {
            neighbors.add(swap(blankRow, blankCol + 1));
        }
        return neighbors;
    }

    // swaps the blank with the tile at (row, col) in a copy
    private Board swap(int row, int col) {
        int[][] copy = new int[n][n];
        for (int i = 0; i < n; i++) {
            copy[i] = tiles[i].clone();
        }
        copy[row][col] = copy[blankRow][blankCol];
        copy[blankRow][blankCol] = copy[row][col];
        return new Board(copy);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Board)) {
            return false;
        }
        Board other = (Board) obj;
        if (n != other.n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!java.util.Arrays.equals(tiles[i], other.tiles[i])) {
                return false;
            }
        }
        return true;
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
