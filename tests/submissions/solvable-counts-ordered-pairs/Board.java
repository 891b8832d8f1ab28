import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int size;
    private final int hamming;
    private final int manhattan;
    private int blankRow;
    private int blankColumn;

    public Board(int[][] tiles) {
        size = tiles.length;
        this.tiles = new int[size][size];
        int wrong = 0;
        int distance = 0;
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int tile = tiles[row][column];
                this.tiles[row][column] = tile;
                if (tile == 0) {
                    blankRow = row;
                    blankColumn = column;
                    continue;
                }
                if (tile != row * size + column + 1) {
                    wrong++;
                }
                distance += Math.abs(row - (tile - 1) / size) + Math.abs(column - (tile - 1) % size);
            }
        }
        hamming = wrong;
        manhattan = distance;
    }

    public int size() {
        return size;
    }

    public int tileAt(int row, int column) {
        return tiles[row][column];
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
        int[] order = new int[size * size - 1];
        int k = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    order[k++] = tile;
                }
            }
        }
        long pairs = orderedPairs(order, new int[order.length], 0, order.length - 1);
        if (size % 2 == 1) {
            return pairs % 2 == 0;
        }
        return (pairs + blankRow) % 2 == 1;
    }

    // Merge sort that counts the pairs i < j with a[i] < a[j] (meant to count the inversions).
    private static long orderedPairs(int[] a, int[] aux, int lo, int hi) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = orderedPairs(a, aux, lo, mid) + orderedPairs(a, aux, mid + 1, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
        int i = lo;
        int j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) {
                a[k] = aux[j++];
            } else if (j > hi) {
                a[k] = aux[i++];
            } else if (aux[i] < aux[j]) {
                count += hi - j + 1;
                a[k] = aux[i++];
            } else {
                a[k] = aux[j++];
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> neighbors = new ArrayList<>();
        if (blankRow > 0) {
            neighbors.add(slide(blankRow - 1, blankColumn));
        }
        if (blankRow < size - 1) {
            neighbors.add(slide(blankRow + 1, blankColumn));
        }
        if (blankColumn > 0) {
            neighbors.add(slide(blankRow, blankColumn - 1));
        }
        if (blankColumn < size - 1) {
            neighbors.add(slide(blankRow, blankColumn + 1));
        }
        return neighbors;
    }

    private Board slide(int row, int column) {
        int[][] copy = new int[size][];
        for (int r = 0; r < size; r++) {
            copy[r] = tiles[r].clone();
        }
        copy[blankRow][blankColumn] = copy[row][column];
        copy[row][column] = 0;
        return new Board(copy);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        Board that = (Board) other;
        if (that.size != size) {
            return false;
        }
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                if (tiles[row][column] != that.tiles[row][column]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                text.append(String.format("%2s", tiles[row][column] == 0 ? " " : tiles[row][column]));
                if (column < size - 1) {
                    text.append(" ");
                }
            }
            if (row < size - 1) {
                text.append("\n");
            }
        }
        return text.toString();
    }
}
