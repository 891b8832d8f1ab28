import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** An immutable n-by-n slider-puzzle board, Princeton's Coursera API: dimension(), twin(), no isSolvable(). */
public final class Board {
    private final int n;
    private final int[] tiles;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        this(flatten(tiles), tiles.length);
    }

    private Board(int[] tiles, int n) {
        this.n = n;
        this.tiles = tiles;
        int at = 0;
        int wrong = 0;
        int distance = 0;
        for (int k = 0; k < tiles.length; k++) {
            int tile = tiles[k];
            if (tile == 0) {
                at = k;
            } else if (tile != k + 1) {
                wrong++;
                distance += Math.abs((tile - 1) / n - k / n) + Math.abs((tile - 1) % n - k % n);
            }
        }
        this.blank = at;
        this.hamming = wrong;
        this.manhattan = distance;
    }

    private static int[] flatten(int[][] tiles) {
        int n = tiles.length;
        int[] flat = new int[n * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(tiles[i], 0, flat, i * n, n);
        }
        return flat;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(n).append('\n');
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2d ", tiles[i * n + j]));
            }
            s.append('\n');
        }
        return s.toString();
    }

    public int dimension() {
        return n;
    }

    public int hamming() {
        return hamming;
    }

    public int manhattan() {
        return manhattan;
    }

    public boolean isGoal() {
        return hamming == 0 && blank == tiles.length - 1;
    }

    @Override
    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (y == null || y.getClass() != getClass()) {
            return false;
        }
        Board that = (Board) y;
        return n == that.n && Arrays.equals(tiles, that.tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    public Iterable<Board> neighbors() {
        List<Board> boards = new ArrayList<>(4);
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            boards.add(slide(blank - n));
        }
        if (row < n - 1) {
            boards.add(slide(blank + n));
        }
        if (col > 0) {
            boards.add(slide(blank - 1));
        }
        if (col < n - 1) {
            boards.add(slide(blank + 1));
        }
        return boards;
    }

    private Board slide(int from) {
        int[] next = tiles.clone();
        next[blank] = next[from];
        next[from] = 0;
        return new Board(next, n);
    }

    /** Exchanges the first two tiles in row-major order that are not the blank. */
    public Board twin() {
        int first = tiles[0] == 0 ? 1 : 0;
        int second = tiles[first + 1] == 0 ? first + 2 : first + 1;
        int[] next = tiles.clone();
        next[first] = tiles[second];
        next[second] = tiles[first];
        return new Board(next, n);
    }

    public static void main(String[] args) {
        Board board = new Board(new int[][] {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}});
        System.out.println(board);
        System.out.println(board.twin());
    }
}
