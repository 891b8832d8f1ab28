import java.util.Arrays;
import java.util.LinkedList;
import java.util.Queue;

public class Board {
    private static final int[] DR = {-1, 1, 0, 0};
    private static final int[] DC = {0, 0, -1, 1};

    private final int[][] grid;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private int zr;
    private int zc;

    public Board(int[][] tiles) {
        n = tiles.length;
        grid = new int[n][];
        for (int r = 0; r < n; r++) {
            grid[r] = Arrays.copyOf(tiles[r], n);
        }
        int ham = 0;
        int man = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int v = grid[r][c];
                if (v == 0) {
                    zr = r;
                    zc = c;
                    continue;
                }
                int gr = (v - 1) / n;
                int gc = (v - 1) % n;
                ham += (gr == r && gc == c) ? 0 : 1;
                man += Math.abs(r - gr) + Math.abs(c - gc);
            }
        }
        hamming = ham;
        manhattan = man;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return grid[i][j];
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
        int[] seq = new int[n * n - 1];
        int idx = 0;
        for (int[] row : grid) {
            for (int v : row) {
                if (v != 0) {
                    seq[idx++] = v;
                }
            }
        }
        long inv = mergeSortCount(seq, 0, seq.length);
        return n % 2 == 1 ? (inv & 1) == 0 : ((inv + zr) & 1) == 1;
    }

    private static long mergeSortCount(int[] a, int from, int to) {
        if (to - from < 2) {
            return 0;
        }
        int mid = (from + to) / 2;
        long inv = mergeSortCount(a, from, mid) + mergeSortCount(a, mid, to);
        int[] merged = new int[to - from];
        int i = from;
        int j = mid;
        int k = 0;
        while (i < mid || j < to) {
            if (j >= to || (i < mid && a[i] <= a[j])) {
                merged[k++] = a[i++];
            } else {
                inv += mid - i;
                merged[k++] = a[j++];
            }
        }
        System.arraycopy(merged, 0, a, from, merged.length);
        return inv;
    }

    public Iterable<Board> neighbors() {
        Queue<Board> out = new LinkedList<>();
        for (int d = 0; d < 4; d++) {
            int r = zr + DR[d];
            int c = zc + DC[d];
            if (r < 0 || r >= n || c < 0 || c >= n) {
                continue;
            }
            int[][] next = new int[n][];
            for (int row = 0; row < n; row++) {
                next[row] = grid[row].clone();
            }
            next[zr][zc] = next[r][c];
            next[r][c] = 0;
            out.add(new Board(next));
        }
        return out;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (obj instanceof Board) {
            return Arrays.deepEquals(grid, ((Board) obj).grid);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(grid);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append(String.format("%2s", grid[r][c] == 0 ? " " : grid[r][c]));
                sb.append(c == n - 1 ? "" : " ");
            }
            sb.append(r == n - 1 ? "" : "\n");
        }
        return sb.toString();
    }
}
