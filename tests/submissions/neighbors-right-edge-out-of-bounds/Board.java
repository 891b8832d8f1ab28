import java.util.ArrayDeque;
import java.util.Queue;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int blankRow;
    private final int blankCol;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        this.n = tiles.length;
        this.tiles = new int[n][n];
        int br = 0;
        int bc = 0;
        int ham = 0;
        int man = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                this.tiles[i][j] = tile;
                if (tile == 0) {
                    br = i;
                    bc = j;
                    continue;
                }
                int row = (tile - 1) / n;
                int col = (tile - 1) % n;
                if (row != i || col != j) {
                    ham += 1;
                }
                man += Math.abs(row - i) + Math.abs(col - j);
            }
        }
        blankRow = br;
        blankCol = bc;
        hamming = ham;
        manhattan = man;
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
        int[] values = new int[n * n - 1];
        int size = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    values[size++] = tile;
                }
            }
        }
        long inversions = merge(values, new int[size], 0, size - 1);
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blankRow) % 2 == 1;
    }

    private static long merge(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = merge(a, aux, lo, mid) + merge(a, aux, mid + 1, hi);
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
        Queue<Board> queue = new ArrayDeque<>();
        if (blankRow > 0) {
            queue.add(move(blankRow - 1, blankCol));
        }
        if (blankRow < n - 1) {
            queue.add(move(blankRow + 1, blankCol));
        }
        if (blankCol > 0) {
            queue.add(move(blankRow, blankCol - 1));
        }
        if (blankCol < n) {
            queue.add(move(blankRow, blankCol + 1));
        }
        return queue;
    }

    private Board move(int row, int col) {
        int[][] copy = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                copy[i][j] = tiles[i][j];
            }
        }
        copy[blankRow][blankCol] = copy[row][col];
        copy[row][col] = 0;
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
        if (other.n != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != other.tiles[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = 17;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                hash = hash * 31 + tiles[i][j];
            }
        }
        return hash;
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
