import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[][] grid;
    private final int n;
    private final int hammingValue;
    private final int manhattanValue;
    private final int zeroRow;
    private final int zeroCol;

    // create a board from an n-by-n array of tiles, where tiles[row][col] = tile at (row, col)
    public Board(int[][] tiles) {
        n = tiles.length;
        grid = Arrays.stream(tiles).map(int[]::clone).toArray(int[][]::new);
        int h = 0;
        int m = 0;
        int zr = -1;
        int zc = -1;
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int t = grid[row][col];
                if (t == 0) {
                    zr = row;
                    zc = col;
                } else {
                    int goalRow = (t - 1) / n;
                    int goalCol = (t - 1) % n;
                    if (goalRow != row || goalCol != col) {
                        h++;
                    }
                    m += Math.abs(goalRow - row) + Math.abs(goalCol - col);
                }
            }
        }
        hammingValue = h;
        manhattanValue = m;
        zeroRow = zr;
        zeroCol = zc;
    }

    // string representation of this board
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < n; row++) {
            if (row > 0) {
                sb.append('\n');
            }
            for (int col = 0; col < n; col++) {
                if (col > 0) {
                    sb.append(' ');
                }
                int t = grid[row][col];
                sb.append(String.format("%2s", t == 0 ? " " : t));
            }
        }
        return sb.toString();
    }

    // tile at (row, col) or 0 if blank
    public int tileAt(int row, int col) {
        return grid[row][col];
    }

    // board size n
    public int size() {
        return n;
    }

    // number of tiles out of place
    public int hamming() {
        return hammingValue;
    }

    // sum of Manhattan distances between tiles and goal
    public int manhattan() {
        return manhattanValue;
    }

    // is this board the goal board?
    public boolean isGoal() {
        return hammingValue == 0;
    }

    // is this board solvable?
    public boolean isSolvable() {
        int[] flat = Arrays.stream(grid).flatMapToInt(Arrays::stream).filter(t -> t != 0).toArray();
        long inversions = mergeCount(flat);
        if (n % 2 != 0) {
            return inversions % 2 == 0;
        }
        return (inversions + zeroRow) % 2 != 0;
    }

    private static long mergeCount(int[] a) {
        if (a.length < 2) {
            return 0;
        }
        int half = a.length / 2;
        int[] left = Arrays.copyOfRange(a, 0, half);
        int[] right = Arrays.copyOfRange(a, half, a.length);
        long count = mergeCount(left) + mergeCount(right);
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < left.length && j < right.length) {
            if (right[j] < left[i]) {
                count += left.length - i;
                a[k++] = right[j++];
            } else {
                a[k++] = left[i++];
            }
        }
        while (i < left.length) {
            a[k++] = left[i++];
        }
        while (j < right.length) {
            a[k++] = right[j++];
        }
        return count;
    }

    // does this board equal y?
    @Override
    public boolean equals(Object y) {
        if (this == y) {
            return true;
        }
        if (y == null || getClass() != y.getClass()) {
            return false;
        }
        return Arrays.deepEquals(grid, ((Board) y).grid);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(grid);
    }

    // all neighboring boards
    public Iterable<Board> neighbors() {
        List<Board> list = new ArrayList<>(4);
        int[][] moves = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] move : moves) {
            int r = zeroRow + move[0];
            int c = zeroCol + move[1];
            if (r >= 0 && r < n && c >= 0 && c < n) {
                int[][] copy = Arrays.stream(grid).map(int[]::clone).toArray(int[][]::new);
                copy[zeroRow][zeroCol] = copy[r][c];
                copy[r][c] = 0;
                list.add(new Board(copy));
            }
        }
        return list;
    }
}
