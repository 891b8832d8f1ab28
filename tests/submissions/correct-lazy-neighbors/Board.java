import java.util.Iterator;
import java.util.NoSuchElementException;

/** A board in one int array; neighbors() makes each board only when the caller's loop asks for it. */
public class Board {
    private final int n;
    private final int[] a;
    private final int zero;
    private final int ham;
    private final int man;

    public Board(int[][] tiles) {
        n = tiles.length;
        a = new int[n * n];
        int k = 0;
        for (int[] row : tiles) {
            for (int t : row) {
                a[k++] = t;
            }
        }
        int z = 0;
        int h = 0;
        int m = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == 0) {
                z = i;
            } else {
                if (a[i] != i + 1) {
                    h++;
                }
                m += Math.abs((a[i] - 1) / n - i / n) + Math.abs((a[i] - 1) % n - i % n);
            }
        }
        zero = z;
        ham = h;
        man = m;
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return a[n * i + j];
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
        int[] t = new int[a.length - 1];
        int k = 0;
        for (int x : a) {
            if (x != 0) {
                t[k++] = x;
            }
        }
        long inv = count(t, new int[t.length], 0, t.length - 1);
        if (n % 2 == 1) {
            return inv % 2 == 0;
        }
        return (inv + zero / n) % 2 == 1;
    }

    private static long count(int[] x, int[] tmp, int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long c = count(x, tmp, lo, mid) + count(x, tmp, mid + 1, hi);
        int i = lo;
        int j = mid + 1;
        int k = lo;
        while (i <= mid && j <= hi) {
            if (x[i] <= x[j]) {
                tmp[k++] = x[i++];
            } else {
                c += mid - i + 1;
                tmp[k++] = x[j++];
            }
        }
        while (i <= mid) {
            tmp[k++] = x[i++];
        }
        while (j <= hi) {
            tmp[k++] = x[j++];
        }
        for (k = lo; k <= hi; k++) {
            x[k] = tmp[k];
        }
        return c;
    }

    public Iterable<Board> neighbors() {
        return () -> new Iterator<Board>() {
            // the directions still to try: up, down, left, right
            private int direction = advance(0);

            private int advance(int d) {
                while (d < 4 && target(d) < 0) {
                    d++;
                }
                return d;
            }

            @Override
            public boolean hasNext() {
                return direction < 4;
            }

            @Override
            public Board next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Board board = slide(target(direction));
                direction = advance(direction + 1);
                return board;
            }
        };
    }

    /** Returns the index the blank moves to in direction d, or -1 off the board. */
    private int target(int d) {
        int row = zero / n;
        int col = zero % n;
        switch (d) {
            case 0:
                return row > 0 ? zero - n : -1;
            case 1:
                return row < n - 1 ? zero + n : -1;
            case 2:
                return col > 0 ? zero - 1 : -1;
            default:
                return col < n - 1 ? zero + 1 : -1;
        }
    }

    private Board slide(int to) {
        int[][] t = new int[n][n];
        for (int i = 0; i < a.length; i++) {
            t[i / n][i % n] = a[i];
        }
        t[zero / n][zero % n] = a[to];
        t[to / n][to % n] = 0;
        return new Board(t);
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Board)) {
            return false;
        }
        Board b = (Board) other;
        if (b.a.length != a.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b.a[i]) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(a);
    }

    @Override
    public String toString() {
        String[] rows = new String[n];
        for (int i = 0; i < n; i++) {
            String[] cells = new String[n];
            for (int j = 0; j < n; j++) {
                int t = a[i * n + j];
                cells[j] = String.format("%2s", t == 0 ? " " : t);
            }
            rows[i] = String.join(" ", cells);
        }
        return String.join("\n", rows);
    }
}
