import java.util.ArrayList;
import java.util.List;

public class Board {
    // The mistake: the size and the format string are static, shared by every Board, so once a board of
    // another size is made, toString() and dimension() of this one answer for the other size.
    private static int dimension;
    private static String format;
    private final int[][] tiles;

    // create a board from an n-by-n array of tiles,
    // where tiles[row][col] = tile at (row, col)
    public Board(int[][] tiles) {
        dimension = tiles.length;
        format = "%" + String.valueOf(dimension * dimension - 1).length() + "d ";
        this.tiles = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) {
            this.tiles[i] = tiles[i].clone();
        }
    }

    // string representation of this board
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(dimension + "\n");
        for (int i = 0; i < dimension; i++) {
            for (int j = 0; j < dimension; j++) {
                s.append(String.format(format, tiles[i][j]));
            }
            s.append("\n");
        }
        return s.toString();
    }

    // board dimension n
    public int dimension() {
        return dimension;
    }

    // number of tiles out of place
    public int hamming() {
        int count = 0;
        for (int i = 0; i < tiles.length; i++) {
            for (int j = 0; j < tiles.length; j++) {
                int tile = tiles[i][j];
                if (tile != 0 && tile != i * tiles.length + j + 1) {
                    count++;
                }
            }
        }
        return count;
    }

    // sum of Manhattan distances between tiles and goal
    public int manhattan() {
        int n = tiles.length;
        int sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                if (tile != 0) {
                    sum += Math.abs((tile - 1) / n - i) + Math.abs((tile - 1) % n - j);
                }
            }
        }
        return sum;
    }

    // is this board the goal board?
    public boolean isGoal() {
        return hamming() == 0;
    }

    // does this board equal y?
    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (y == null || y.getClass() != this.getClass()) {
            return false;
        }
        Board that = (Board) y;
        if (that.tiles.length != tiles.length) {
            return false;
        }
        for (int i = 0; i < tiles.length; i++) {
            for (int j = 0; j < tiles.length; j++) {
                if (tiles[i][j] != that.tiles[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    public int hashCode() {
        return java.util.Arrays.deepHashCode(tiles);
    }

    // all neighboring boards
    public Iterable<Board> neighbors() {
        int n = tiles.length;
        int row = 0;
        int col = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] == 0) {
                    row = i;
                    col = j;
                }
            }
        }
        List<Board> list = new ArrayList<>();
        int[][] moves = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] move : moves) {
            int r = row + move[0];
            int c = col + move[1];
            if (r >= 0 && r < n && c >= 0 && c < n) {
                list.add(swap(row, col, r, c));
            }
        }
        return list;
    }

    // a board that is obtained by exchanging any pair of tiles
    public Board twin() {
        if (tiles[0][0] != 0 && tiles[0][1] != 0) {
            return swap(0, 0, 0, 1);
        }
        return swap(1, 0, 1, 1);
    }

    private Board swap(int r1, int c1, int r2, int c2) {
        int[][] copy = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) {
            copy[i] = tiles[i].clone();
        }
        int t = copy[r1][c1];
        copy[r1][c1] = copy[r2][c2];
        copy[r2][c2] = t;
        return new Board(copy);
    }

    // unit testing (not graded)
    public static void main(String[] args) {
        Board board = new Board(new int[][] {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}});
        System.out.println(board);
        System.out.println(board.hamming() + " " + board.manhattan());
        for (Board neighbor : board.neighbors()) {
            System.out.println(neighbor);
        }
    }
}
