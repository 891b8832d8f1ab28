import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[][] g;
    private final int n;
    private final int ham;
    private final int man;
    private final int zi;
    private final int zj;

    public Board(int[][] tiles) {
        n = tiles.length;
        g = new int[n][];
        int h = 0;
        int m = 0;
        int bi = 0;
        int bj = 0;
        for (int i = 0; i < n; i++) {
            g[i] = Arrays.copyOf(tiles[i], n);
            for (int j = 0; j < n; j++) {
                int v = g[i][j];
                if (v == 0) {
                    bi = i;
                    bj = j;
                } else {
                    int gi = (v - 1) / n;
                    int gj = (v - 1) % n;
                    h += (gi == i && gj == j) ? 0 : 1;
                    m += Math.abs(gi - i) + Math.abs(gj - j);
                }
            }
        }
        ham = h;
        man = m;
        zi = bi;
        zj = bj;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return g[i][j];
    }

    public int hamming() {
        return ham;
    }

    public int manhattan() {
        return man;
    }

    public boolean isGoal() {
        return ham == 0;
    }

    public boolean isSolvable() {
        int[] a = Arrays.stream(g).flatMapToInt(Arrays::stream).filter(v -> v != 0).toArray();
        long inv = inversions(a, 0, a.length);
        return n % 2 == 1 ? inv % 2 == 0 : (inv + zi) % 2 == 1;
    }

    private static long inversions(int[] a, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long inv = inversions(a, lo, mid) + inversions(a, mid, hi);
        int[] left = Arrays.copyOfRange(a, lo, mid);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < left.length) {
            if (j < hi && a[j] < left[i]) {
                inv += left.length - i;
                a[k++] = a[j++];
            } else {
                a[k++] = left[i++];
            }
        }
        return inv;
    }

    public Iterable<Board> neighbors() {
        List<Board> out = new ArrayList<>();
        if (zi > 0) {
            out.add(moveBlank(zi - 1, zj));
        }
        if (zj > 0) {
            out.add(moveBlank(zi, zj - 1));
        }
        if (zi < n - 1) {
            out.add(moveBlank(zi + 1, zj));
        }
        if (zj < n - 1) {
            out.add(moveBlank(zi, zj + 1));
        }
        return out;
    }

    private Board moveBlank(int i, int j) {
        int[][] t = new int[n][];
        for (int r = 0; r < n; r++) {
            t[r] = g[r].clone();
        }
        t[zi][zj] = t[i][j];
        t[i][j] = 0;
        return new Board(t);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Board)) {
            return false;
        }
        return Arrays.deepEquals(g, ((Board) o).g);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(g);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                sb.append(String.format("%2d", g[i][j]));
                if (j < n - 1) {
                    sb.append(' ');
                }
            }
            if (i < n - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
