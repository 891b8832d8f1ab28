import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

// An n-puzzle board stored as chars (unsigned 16 bits: n <= 256), with its hash code computed once.
public class Board {
    private static final int[][] DIRECTIONS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private final char[] tiles;
    private final int n;
    private final int blankRow;
    private final int blankCol;
    private final int hamming;
    private final int manhattan;
    private final int hash;

    public Board(int[][] tiles) {
        this.n = tiles.length;
        this.tiles = new char[n * n];
        int row = -1;
        int col = -1;
        int h = 0;
        int m = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                this.tiles[i * n + j] = (char) tile;
                if (tile == 0) {
                    row = i;
                    col = j;
                    continue;
                }
                int goalRow = (tile - 1) / n;
                int goalCol = (tile - 1) % n;
                if (goalRow != i || goalCol != j) {
                    h++;
                }
                m += Math.abs(goalRow - i) + Math.abs(goalCol - j);
            }
        }
        blankRow = row;
        blankCol = col;
        hamming = h;
        manhattan = m;
        hash = Arrays.hashCode(this.tiles);
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tile(i * n + j);
    }

    private int tile(int k) {
        return tiles[k];
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

    // Inversions counted with a Fenwick tree over the tile values: n^2 log n.
    public boolean isSolvable() {
        int[] counts = new int[n * n];
        long inversions = 0;
        int seen = 0;
        for (int index = 0; index < tiles.length; index++) {
            int tile = tile(index);
            if (tile == 0) {
                continue;
            }
            int notGreater = 0;
            for (int k = tile; k > 0; k -= k & -k) {
                notGreater += counts[k];
            }
            inversions += seen - notGreater;
            for (int k = tile; k < counts.length; k += k & -k) {
                counts[k]++;
            }
            seen++;
        }
        if (n % 2 != 0) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 != 0;
    }

    public Iterable<Board> neighbors() {
        Deque<Board> boards = new ArrayDeque<>();
        for (int[] d : DIRECTIONS) {
            int row = blankRow + d[0];
            int col = blankCol + d[1];
            if (row >= 0 && row < n && col >= 0 && col < n) {
                boards.push(moved(row, col));
            }
        }
        return boards;
    }

    private Board moved(int row, int col) {
        int[][] grid = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                grid[i][j] = tile(i * n + j);
            }
        }
        grid[blankRow][blankCol] = grid[row][col];
        grid[row][col] = 0;
        return new Board(grid);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board that && that.hash == hash && Arrays.equals(that.tiles, tiles);
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public String toString() {
        String[] lines = new String[n];
        for (int i = 0; i < n; i++) {
            String[] cells = new String[n];
            for (int j = 0; j < n; j++) {
                int tile = tile(i * n + j);
                cells[j] = String.format("%2s", tile == 0 ? " " : tile);
            }
            lines[i] = String.join(" ", cells);
        }
        return String.join("\n", lines);
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
