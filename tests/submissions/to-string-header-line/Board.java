import java.util.ArrayList;

public class Board {
    private int[][] tiles;
    private int n;
    private int hamming;
    private int manhattan;
    private int blankRow;
    private int blankCol;

    // create a board from an n-by-n array of tiles
    public Board(int[][] tiles) {
        this.n = tiles.length;
        this.tiles = new int[n][n];
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                this.tiles[row][col] = tiles[row][col];
                if (tiles[row][col] == 0) {
                    blankRow = row;
                    blankCol = col;
                } else {
                    int expected = row * n + col + 1;
                    if (tiles[row][col] != expected) {
                        hamming++;
                    }
                    int goalRow = (tiles[row][col] - 1) / n;
                    int goalCol = (tiles[row][col] - 1) % n;
                    manhattan += Math.abs(row - goalRow) + Math.abs(col - goalCol);
                }
            }
        }
    }

    // string representation of this board: n, then the rows
    public String toString() {
        StringBuilder s = new StringBuilder();
        s.append(n + "\n");
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                s.append(String.format("%2s", tiles[row][col] == 0 ? " " : tiles[row][col]));
                if (col < n - 1) {
                    s.append(" ");
                }
            }
            if (row < n - 1) {
                s.append("\n");
            }
        }
        return s.toString();
    }

    public int tileAt(int row, int col) {
        return tiles[row][col];
    }

    public int size() {
        return n;
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
        int[] values = new int[n * n - 1];
        int k = 0;
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (tiles[row][col] != 0) {
                    values[k++] = tiles[row][col];
                }
            }
        }
        long inversions = mergeSort(values, new int[values.length], 0, values.length - 1);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + blankRow) % 2 == 1;
    }

    private long mergeSort(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = lo + (hi - lo) / 2;
        long count = mergeSort(a, aux, lo, mid);
        count += mergeSort(a, aux, mid + 1, hi);
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
                a[k] = aux[j++];
                count += mid - i + 1;
            } else {
                a[k] = aux[i++];
            }
        }
        return count;
    }

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
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (that.tiles[row][col] != this.tiles[row][col]) {
                    return false;
                }
            }
        }
        return true;
    }

    public int hashCode() {
        return java.util.Arrays.deepHashCode(tiles);
    }

    public Iterable<Board> neighbors() {
        ArrayList<Board> neighbors = new ArrayList<Board>();
        if (blankRow > 0) {
            neighbors.add(neighbor(blankRow - 1, blankCol));
        }
        if (blankRow < n - 1) {
            neighbors.add(neighbor(blankRow + 1, blankCol));
        }
        if (blankCol > 0) {
            neighbors.add(neighbor(blankRow, blankCol - 1));
        }
        if (blankCol < n - 1) {
            neighbors.add(neighbor(blankRow, blankCol + 1));
        }
        return neighbors;
    }

    private Board neighbor(int row, int col) {
        int[][] copy = new int[n][n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                copy[r][c] = tiles[r][c];
            }
        }
        copy[blankRow][blankCol] = copy[row][col];
        copy[row][col] = 0;
        return new Board(copy);
    }
}
