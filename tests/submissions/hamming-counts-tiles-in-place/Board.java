import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private int blankI;
    private int blankJ;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][n];
        int ham = 0;
        int man = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                this.tiles[i][j] = tile;
                if (tile == 0) {
                    blankI = i;
                    blankJ = j;
                    continue;
                }
                int goalI = (tile - 1) / n;
                int goalJ = (tile - 1) % n;
                if (goalI == i && goalJ == j) {
                    ham++;
                }
                man += Math.abs(goalI - i) + Math.abs(goalJ - j);
            }
        }
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
        return manhattan == 0;
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
        long inversions = sortCount(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankI) % 2 == 1;
    }

    private static long sortCount(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sortCount(a, aux, lo, mid) + sortCount(a, aux, mid + 1, hi);
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
        List<Board> boards = new ArrayList<>();
        int[][] targets = {{blankI - 1, blankJ}, {blankI + 1, blankJ}, {blankI, blankJ - 1}, {blankI, blankJ + 1}};
        for (int[] target : targets) {
            int i = target[0];
            int j = target[1];
            if (i >= 0 && j >= 0 && i < n && j < n) {
                int[][] copy = new int[n][];
                for (int r = 0; r < n; r++) {
                    copy[r] = tiles[r].clone();
                }
                copy[blankI][blankJ] = copy[i][j];
                copy[i][j] = 0;
                boards.add(new Board(copy));
            }
        }
        return boards;
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
