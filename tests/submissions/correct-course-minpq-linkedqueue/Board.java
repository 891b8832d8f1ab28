import dsa.LinkedQueue;

// A board whose tiles are kept in a char array (one 16-bit cell a tile, row-major).
public class Board {
    private final char[] cells;
    private final int n;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    // Constructs a board from an n x n array; tiles[i][j] is the tile at row i and column j, with 0 the blank.
    public Board(int[][] tiles) {
        n = tiles.length;
        cells = new char[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                cells[i * n + j] = (char) tiles[i][j];
            }
        }
        int b = 0;
        int h = 0;
        int m = 0;
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] == 0) {
                b = k;
            } else if (cells[k] != k + 1) {
                h++;
                int goal = cells[k] - 1;
                m += Math.abs(goal / n - k / n) + Math.abs(goal % n - k % n);
            }
        }
        blank = b;
        hamming = h;
        manhattan = m;
    }

    // Returns the size of this board.
    public int size() {
        return n;
    }

    // Returns the tile at row i and column j of this board.
    public int tileAt(int i, int j) {
        return cells[i * n + j];
    }

    // Returns Hamming distance between this board and the goal board.
    public int hamming() {
        return hamming;
    }

    // Returns the Manhattan distance between this board and the goal board.
    public int manhattan() {
        return manhattan;
    }

    // Returns true if this board is the goal board, and false otherwise.
    public boolean isGoal() {
        return hamming == 0;
    }

    // Returns true if this board is solvable, and false otherwise.
    public boolean isSolvable() {
        int[] a = new int[cells.length - 1];
        for (int k = 0, next = 0; k < cells.length; k++) {
            if (cells[k] != 0) {
                a[next++] = cells[k];
            }
        }
        long inversions = inversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blank / n) % 2 == 1;
    }

    private static long inversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = inversions(a, aux, lo, mid) + inversions(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo;
        int j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) {
                a[k] = aux[j++];
            } else if (j > hi) {
                a[k] = aux[i++];
            } else if (aux[j] < aux[i]) {
                a[k] = aux[j++];
                count += mid - i + 1;
            } else {
                a[k] = aux[i++];
            }
        }
        return count;
    }

    // Returns an iterable object containing the neighboring boards of this board.
    public Iterable<Board> neighbors() {
        LinkedQueue<Board> q = new LinkedQueue<Board>();
        int row = blank / n;
        int col = blank % n;
        if (row > 0) {
            q.enqueue(slide(blank - n));
        }
        if (col < n - 1) {
            q.enqueue(slide(blank + 1));
        }
        if (row < n - 1) {
            q.enqueue(slide(blank + n));
        }
        if (col > 0) {
            q.enqueue(slide(blank - 1));
        }
        return q;
    }

    private Board slide(int from) {
        int[][] tiles = new int[n][n];
        for (int k = 0; k < cells.length; k++) {
            tiles[k / n][k % n] = cells[k];
        }
        tiles[blank / n][blank % n] = cells[from];
        tiles[from / n][from % n] = 0;
        return new Board(tiles);
    }

    // Returns true if this board is the same as other, and false otherwise.
    public boolean equals(Object other) {
        if (other == null) {
            return false;
        }
        if (other == this) {
            return true;
        }
        if (other.getClass() != this.getClass()) {
            return false;
        }
        Board that = (Board) other;
        if (that.n != n) {
            return false;
        }
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] != that.cells[k]) {
                return false;
            }
        }
        return true;
    }

    // Returns a string representation of this board.
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2s", cells[i * n + j] == 0 ? " " : (int) cells[i * n + j]));
                if (j < n - 1) {
                    s.append(" ");
                }
            }
            if (i < n - 1) {
                s.append("\n");
            }
        }
        return s.toString();
    }
}
