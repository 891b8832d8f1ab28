import java.util.Arrays;
import java.util.ArrayDeque;
import java.util.Deque;

public class Board {
    private final int[] t;
    private final int n;
    private final int z;
    private final int h;
    private final int m;

    public Board(int[][] tiles) {
        n = tiles.length;
        t = new int[n * n];
        int zero = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                t[i * n + j] = tiles[i][j];
                if (tiles[i][j] == 0) {
                    zero = i * n + j;
                }
            }
        }
        z = zero;
        int ham = 0;
        int man = 0;
        for (int k = 0; k < t.length; k++) {
            if (t[k] != 0 && t[k] != k + 1) {
                ham++;
                man += Math.abs(k / n - (t[k] - 1) / n) + Math.abs(k % n - (t[k] - 1) % n);
            }
        }
        h = ham;
        m = man;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return t[i * n + j];
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
        int[] a = new int[t.length - 1];
        int k = 0;
        for (int v : t) {
            if (v != 0) {
                a[k++] = v;
            }
        }
        long inv = mergeCount(a, new int[a.length], 0, a.length);
        return n % 2 == 1 ? inv % 2 == 0 : (inv + z / n) % 2 == 1;
    }

    private static long mergeCount(int[] a, int[] aux, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long inv = mergeCount(a, aux, lo, mid) + mergeCount(a, aux, mid, hi);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            if (i < mid && (j >= hi || a[i] <= a[j])) {
                aux[k] = a[i++];
            } else {
                inv += mid - i;
                aux[k] = a[j++];
            }
        }
        System.arraycopy(aux, lo, a, lo, hi - lo);
        return inv;
    }

    public Iterable<Board> neighbors() {
        Deque<Board> out = new ArrayDeque<>();
        int r = z / n;
        int c = z % n;
        if (r > 0) {
            out.push(with(z - n));
        }
        if (r < n - 1) {
            out.push(with(z + n));
        }
        if (c > 0) {
            out.push(with(z - 1));
        }
        if (c < n - 1) {
            out.push(with(z + 1));
        }
        return out;
    }

    private Board with(int k) {
        int[][] g = new int[n][n];
        for (int i = 0; i < t.length; i++) {
            g[i / n][i % n] = t[i];
        }
        g[z / n][z % n] = t[k];
        g[k / n][k % n] = 0;
        return new Board(g);
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        Board b = (Board) o;
        return b.n == n && Arrays.equals(b.t, t);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(t);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                s.append('\n');
            }
            for (int j = 0; j < n; j++) {
                if (j > 0) {
                    s.append(' ');
                }
                int v = t[i * n + j];
                s.append(String.format("%2s", v == 0 ? " " : v));
            }
        }
        return s.toString();
    }
}
