import java.util.Random;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int n;
    private final int manhattan;

    // create a board from an n-by-n array of tiles
    public Board(int[][] tiles) {
        n = tiles.length;
        this.tiles = new int[n][];
        for (int i = 0; i < n; i++) {
            this.tiles[i] = tiles[i].clone();
        }
        int sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int t = this.tiles[i][j];
                if (t != 0) {
                    sum += Math.abs((t - 1) / n - i) + Math.abs((t - 1) % n - j);
                }
            }
        }
        manhattan = sum;
    }

    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(n).append("\n");
        for (int[] row : tiles) {
            for (int t : row) {
                s.append(String.format("%2d ", t));
            }
            s.append("\n");
        }
        return s.toString();
    }

    public int dimension() {
        return n;
    }

    public int hamming() {
        int count = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] != 0 && tiles[i][j] != i * n + j + 1) {
                    count++;
                }
            }
        }
        return count;
    }

    public int manhattan() {
        return manhattan;
    }

    public boolean isGoal() {
        return manhattan == 0;
    }

    public boolean equals(Object y) {
        if (this == y) {
            return true;
        }
        if (y == null || getClass() != y.getClass()) {
            return false;
        }
        return Arrays.deepEquals(tiles, ((Board) y).tiles);
    }

    public int hashCode() {
        return Arrays.deepHashCode(tiles);
    }

    public Iterable<Board> neighbors() {
        List<Board> result = new ArrayList<>();
        int bi = 0;
        int bj = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (tiles[i][j] == 0) {
                    bi = i;
                    bj = j;
                }
            }
        }
        int[][] moves = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] m : moves) {
            int i = bi + m[0];
            int j = bj + m[1];
            if (i >= 0 && i < n && j >= 0 && j < n) {
                result.add(swapped(bi, bj, i, j));
            }
        }
        return result;
    }

    // a twin: two random cells exchanged (the mistake: one of them may be the blank)
    public Board twin() {
        Random random = new Random();
        int a = random.nextInt(n * n);
        int b = random.nextInt(n * n);
        while (b == a) {
            b = random.nextInt(n * n);
        }
        return swapped(a / n, a % n, b / n, b % n);
    }

    private Board swapped(int i1, int j1, int i2, int j2) {
        int[][] copy = new int[n][];
        for (int i = 0; i < n; i++) {
            copy[i] = tiles[i].clone();
        }
        int t = copy[i1][j1];
        copy[i1][j1] = copy[i2][j2];
        copy[i2][j2] = t;
        return new Board(copy);
    }

    public static void main(String[] args) {
        Board b = new Board(new int[][] {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}});
        System.out.println(b);
        System.out.println(b.twin());
    }
}
