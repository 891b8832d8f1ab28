import java.util.ArrayList;
import java.util.List;

public class Board {
    private int[][] blocks;
    private int n;

    // create a board from an n-by-n array of tiles,
    // where tiles[row][col] = tile at (row, col)
    public Board(int[][] tiles) {
        n = tiles.length;
        blocks = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                blocks[i][j] = tiles[i][j];
            }
        }
    }

    // string representation of this board
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(n + "\n");
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2d ", blocks[i][j]));
            }
            s.append("\n");
        }
        return s.toString();
    }

    // board dimension n
    public int dimension() {
        return n;
    }

    // number of tiles out of place
    public int hamming() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (blocks[i][j] != 0 && blocks[i][j] != i * n + j + 1) {
                    count++;
                }
            }
        }
        return count;
    }

    // sum of Manhattan distances between tiles and goal
    public int manhattan() {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int value = blocks[i][j];
                if (value != 0) {
                    int goalRow = (value - 1) / n;
                    int goalCol = (value - 1) % n;
                    sum += Math.abs(i - goalRow) + Math.abs(j - goalCol);
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
        if (that.n != this.n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (this.blocks[i][j] != that.blocks[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    // all neighboring boards
    public Iterable<Board> neighbors() {
        List<Board> list = new ArrayList<>();
        int row = 0;
        int col = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (blocks[i][j] == 0) {
                    row = i;
                    col = j;
                }
            }
        }
        if (row > 0) {
            list.add(swap(row, col, row - 1, col));
        }
        if (row < n - 1) {
            list.add(swap(row, col, row + 1, col));
        }
        if (col > 0) {
            list.add(swap(row, col, row, col - 1));
        }
        if (col < n - 1) {
            list.add(swap(row, col, row, col + 1));
        }
        return list;
    }

    private Board swap(int r1, int c1, int r2, int c2) {
        Board b = new Board(blocks);
        int temp = b.blocks[r1][c1];
        b.blocks[r1][c1] = b.blocks[r2][c2];
        b.blocks[r2][c2] = temp;
        return b;
    }

    // a board that is obtained by exchanging any pair of tiles
    public Board twin() {
        if (blocks[0][0] != 0 && blocks[0][1] != 0) {
            return swap(0, 0, 0, 1);
        }
        return swap(1, 0, 1, 1);
    }

    // unit testing (not graded)
    public static void main(String[] args) {
        int[][] tiles = {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}};
        Board b = new Board(tiles);
        System.out.println(b);
        System.out.println(b.hamming() + " " + b.manhattan());
    }
}
