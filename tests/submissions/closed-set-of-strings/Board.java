import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] t;
    private final int n;
    private final int h;
    private final int m;

    public Board(int[][] tiles) {
        n = tiles.length;
        t = new int[n][n];
        int ham = 0;
        int man = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                t[i][j] = tiles[i][j];
                int v = t[i][j];
                if (v != 0 && v != i * n + j + 1) {
                    ham++;
                    man += Math.abs(i - (v - 1) / n) + Math.abs(j - (v - 1) % n);
                }
            }
        }
        h = ham;
        m = man;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return t[i][j];
    }

    public int hamming() {
        return h;
    }

    public int manhattan() {
        return m;
    }

    public boolean isGoal() {
        return h == 0;
    }

    public boolean isSolvable() {
        int[] flat = new int[n * n - 1];
        int k = 0;
        int blankRow = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (t[i][j] == 0) {
                    blankRow = i;
                } else {
                    flat[k++] = t[i][j];
                }
            }
        }
        long inversions = sortAndCount(flat, new int[flat.length], 0, flat.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    private static long sortAndCount(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sortAndCount(a, aux, lo, mid) + sortAndCount(a, aux, mid + 1, hi);
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
        List<Board> list = new ArrayList<>();
        int bi = 0;
        int bj = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (t[i][j] == 0) {
                    bi = i;
                    bj = j;
                }
            }
        }
        int[][] deltas = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int[] d : deltas) {
            int i = bi + d[0];
            int j = bj + d[1];
            if (i >= 0 && i < n && j >= 0 && j < n) {
                int[][] copy = new int[n][n];
                for (int r = 0; r < n; r++) {
                    System.arraycopy(t[r], 0, copy[r], 0, n);
                }
                copy[bi][bj] = copy[i][j];
                copy[i][j] = 0;
                list.add(new Board(copy));
            }
        }
        return list;
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o == null || o.getClass() != Board.class) {
            return false;
        }
        Board b = (Board) o;
        if (b.n != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (b.t[i][j] != t[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (j > 0) {
                    s.append(' ');
                }
                s.append(String.format("%2s", t[i][j] == 0 ? " " : t[i][j]));
            }
            if (i < n - 1) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
