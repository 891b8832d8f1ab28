import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

/**
 * An n-puzzle board kept as one row-major array of shorts (n up to 181), with every query cached.
 */
public final class Board {
    private final short[] cells;
    private final int side;
    private final int blankAt;
    private final int hamming;
    private final int manhattan;
    private final int hash;

    public Board(int[][] tiles) {
        this(flatten(tiles), tiles.length);
    }

    private Board(short[] cells, int side) {
        this.cells = cells;
        this.side = side;
        int blank = -1;
        int wrong = 0;
        int distance = 0;
        for (int k = 0; k < cells.length; k++) {
            int tile = cells[k];
            if (tile == 0) {
                blank = k;
                continue;
            }
            if (tile != k + 1) {
                wrong++;
                distance += Math.abs((tile - 1) / side - k / side) + Math.abs((tile - 1) % side - k % side);
            }
        }
        blankAt = blank;
        hamming = wrong;
        manhattan = distance;
        hash = Arrays.hashCode(cells);
    }

    private static short[] flatten(int[][] tiles) {
        int n = tiles.length;
        short[] cells = new short[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                cells[i * n + j] = (short) tiles[i][j];
            }
        }
        return cells;
    }

    public int size() {
        return side;
    }

    public int tileAt(int i, int j) {
        return cells[i * side + j];
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
        int[] order = new int[cells.length - 1];
        int next = 0;
        for (short cell : cells) {
            if (cell != 0) {
                order[next++] = cell;
            }
        }
        long inversions = inversions(order, new int[order.length], 0, order.length);
        if (side % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankAt / side) % 2 == 1;
    }

    // Sorts a[lo, hi) and returns how many pairs it had out of order.
    private static long inversions(int[] a, int[] aux, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = inversions(a, aux, lo, mid) + inversions(a, aux, mid, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            if (i == mid) {
                a[k] = aux[j++];
            } else if (j == hi || aux[i] <= aux[j]) {
                a[k] = aux[i++];
            } else {
                count += mid - i;
                a[k] = aux[j++];
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        Deque<Board> result = new ArrayDeque<>();
        int row = blankAt / side;
        int col = blankAt % side;
        if (row > 0) {
            result.add(moved(blankAt - side));
        }
        if (row < side - 1) {
            result.add(moved(blankAt + side));
        }
        if (col > 0) {
            result.add(moved(blankAt - 1));
        }
        if (col < side - 1) {
            result.add(moved(blankAt + 1));
        }
        return result;
    }

    private Board moved(int from) {
        short[] copy = Arrays.copyOf(cells, cells.length);
        copy[blankAt] = copy[from];
        copy[from] = 0;
        return new Board(copy, side);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof Board that)) {
            return false;
        }
        return hash == that.hash && side == that.side && Arrays.equals(cells, that.cells);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            if (k % side != 0) {
                text.append(' ');
            } else if (k > 0) {
                text.append('\n');
            }
            text.append(String.format("%2s", cells[k] == 0 ? " " : cells[k]));
        }
        return text.toString();
    }
}
