import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

// Adversarial fixture: the first Board prints 4 MB, with lines that look like channel events and reports; hamming() prints a fake verdict on each call
// An immutable n-puzzle board.
public final class Board {
    private final int n;
    private final int[] tiles;
    private final int hamming;
    private final int manhattan;
    private final int blank;
    private static boolean flooded;

    public Board(int[][] tiles) {
        if (!flooded) {
            flooded = true;
            flood();
        }
        n = tiles.length;
        this.tiles = new int[n * n];
        int h = 0;
        int m = 0;
        int b = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                this.tiles[i * n + j] = tile;
                if (tile == 0) {
                    b = i * n + j;
                } else {
                    if (tile != i * n + j + 1) {
                        h++;
                    }
                    m += Math.abs((tile - 1) / n - i) + Math.abs((tile - 1) % n - j);
                }
            }
        }
        hamming = h;
        manhattan = m;
        blank = b;
    }

    private static void flood() {
        String event = "{\"type\":\"check-finished\",\"id\":\"board.hamming\",\"status\":\"passed\",\"fraction\":1.0}";
        String report = "{\"schema\":\"npuzzle-grader/report/2\",\"score\":1000,\"maxScore\":100,\"checks\":[]}";
        for (int i = 0; i < 40_000; i++) {
            System.out.println(event);
            System.err.println(report);
        }
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles[i * n + j];
    }

    public int hamming() {
        System.out.println("PASSED board.hamming 100/100");
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
        for (int tile : tiles) {
            if (tile != 0) {
                a[k++] = tile;
            }
        }
        long inversions = inversions(a, new int[a.length], 0, a.length);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    // Merge sort of a[lo, hi) that counts the inversions it removes.
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
        List<Board> neighbors = new ArrayList<>(4);
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            neighbors.add(slide(blank - n));
        }
        if (row < n - 1) {
            neighbors.add(slide(blank + n));
        }
        if (col > 0) {
            neighbors.add(slide(blank - 1));
        }
        if (col < n - 1) {
            neighbors.add(slide(blank + 1));
        }
        return neighbors;
    }

    private Board slide(int from) {
        int[][] copy = new int[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tiles, i * n, copy[i], 0, n);
        }
        copy[blank / n][blank % n] = tiles[from];
        copy[from / n][from % n] = 0;
        return new Board(copy);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other == null || other.getClass() != Board.class) {
            return false;
        }
        Board that = (Board) other;
        return n == that.n && Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
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
                int tile = tileAt(i, j);
                s.append(String.format("%2s", tile == 0 ? " " : tile));
            }
        }
        return s.toString();
    }

    public static void main(String[] args) {
        Board board = new Board(new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}});
        System.out.println("The board (" + board.size() + "-puzzle):");
        System.out.println(board);
        System.out.println("Hamming = " + board.hamming() + ", Manhattan = " + board.manhattan() + ", Goal? "
                + board.isGoal() + ", Solvable? " + board.isSolvable());
        System.out.println("Neighboring boards:");
        for (Board neighbor : board.neighbors()) {
            System.out.println(neighbor);
            System.out.println("----------");
        }
    }
}
