import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int hamming;
    private final int manhattan;
    private final int blankRow;
    private final int blankCol;

    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][n];
        int h = 0;
        int m = 0;
        int br = 0;
        int bc = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                this.tiles[i][j] = tiles[i][j];
                int t = tiles[i][j];
                if (t == 0) {
                    br = i;
                    bc = j;
                    continue;
                }
                if (t != n * i + j + 1) {
                    h++;
                }
                m += Math.abs(i - (t - 1) / n) + Math.abs(j - (t - 1) % n);
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

    // Counts the inversions pair by pair: every tile against every tile after it.
    public boolean isSolvable() {
        int inversions = 0;
        for (int a = 0; a < n * n; a++) {
            int first = tiles[a / n][a % n];
            if (first == 0) {
                continue;
            }
            for (int b = a + 1; b < n * n; b++) {
                int second = tiles[b / n][b % n];
                if (second != 0 && second < first) {
                    inversions++;
                }
            }
        }
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    public Iterable<Board> neighbors() {
        List<Board> result = new ArrayList<Board>();
        if (blankRow - 1 >= 0) {
            result.add(slide(blankRow - 1, blankCol));
        }
        if (blankRow + 1 < n) {
            result.add(slide(blankRow + 1, blankCol));
        }
        if (blankCol - 1 >= 0) {
            result.add(slide(blankRow, blankCol - 1));
        }
        if (blankCol + 1 < n) {
            result.add(slide(blankRow, blankCol + 1));
        }
        return result;
    }

    private Board slide(int row, int col) {
        int[][] next = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                next[i][j] = tiles[i][j];
            }
        }
        next[blankRow][blankCol] = tiles[row][col];
        next[row][col] = 0;
        return new Board(next);
    }

    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        Board that = (Board) other;
        if (that.n != n) {
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

    public int hashCode() {
        return java.util.Arrays.deepHashCode(tiles);
    }

    public String toString() {
        String result = "";
        StringBuilder s = new StringBuilder(result);
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
                s.append(j == n - 1 ? "" : " ");
            }
            s.append(i == n - 1 ? "" : "\n");
        }
        return s.toString();
    }
}
