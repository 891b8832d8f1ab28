import java.util.ArrayList;
import java.util.Arrays;

public class Board {
    private final int n;
    private final int[][] tiles;
    private final int hammingCache;
    private final int manhattanCache;
    private final int zeroRow;
    private final int zeroColumn;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][n];
        int row0 = 0;
        int col0 = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                this.tiles[i][j] = tiles[i][j];
                if (tiles[i][j] == 0) {
                    row0 = i;
                    col0 = j;
                }
            }
        }
        zeroRow = row0;
        zeroColumn = col0;
        hammingCache = countHamming();
        manhattanCache = countManhattan();
    }

    private int countHamming() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != 0 && tiles[i][j] != i * n + j + 1) {
                    count++;
                }
            }
        }
        return count;
    }

    private int countManhattan() {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                if (tile != 0) {
                    sum += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
                }
            }
        }
        return sum;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles[i][j];
    }

    public int hamming() {
        return hammingCache;
    }

    public int manhattan() {
        return manhattanCache;
    }

    public boolean isGoal() {
        return hammingCache == 0;
    }

    public boolean isSolvable() {
        int[] list = new int[n * n - 1];
        int k = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    list[k++] = tile;
                }
            }
        }
        long inversions = mergeAndCount(list, new int[list.length], 0, list.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + zeroRow) % 2 == 1;
    }

    private static long mergeAndCount(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = mergeAndCount(a, aux, lo, mid) + mergeAndCount(a, aux, mid + 1, hi);
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
        ArrayList<Board> boards = new ArrayList<>();
        if (zeroRow > 0) {
            boards.add(swapped(zeroRow - 1, zeroColumn));
        }
        if (zeroRow < n - 1) {
            boards.add(swapped(zeroRow + 1, zeroColumn));
        }
        if (zeroColumn > 0) {
            boards.add(swapped(zeroRow, zeroColumn - 1));
        }
        if (zeroColumn < n - 1) {
            boards.add(swapped(zeroRow, zeroColumn + 1));
        }
        return boards;
    }

    private Board swapped(int row, int column) {
        int[][] copy = new int[n][];
        for (int i = 0; i < n; i++) {
            copy[i] = Arrays.copyOf(tiles[i], n);
        }
        copy[zeroRow][zeroColumn] = copy[row][column];
        copy[row][column] = 0;
        return new Board(copy);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other == null || getClass() != other.getClass()) {
            return false;
        }
        Board that = (Board) other;
        return n == that.n && Arrays.deepEquals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder builder = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                builder.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
                if (j < n - 1) {
                    builder.append(' ');
                }
            }
            if (i < n - 1) {
                builder.append('\n');
            }
        }
        return builder.toString();
    }
}
