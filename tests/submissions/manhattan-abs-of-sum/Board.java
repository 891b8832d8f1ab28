import java.util.ArrayList;
import java.util.List;

/**
 * Board for the n-puzzle.
 */
public class Board {
    private final int[][] cells;
    private final int size;
    private int hamming;
    private int manhattan;
    private int emptyRow;
    private int emptyColumn;

    public Board(int[][] tiles) {
        size = tiles.length;
        cells = new int[size][size];
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                cells[row][column] = tiles[row][column];
                if (tiles[row][column] == 0) {
                    emptyRow = row;
                    emptyColumn = column;
                }
            }
        }
        computeDistances();
    }

    private void computeDistances() {
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int tile = cells[row][column];
                if (tile == 0) {
                    continue;
                }
                int targetRow = (tile - 1) / size;
                int targetColumn = (tile - 1) % size;
                if (targetRow != row || targetColumn != column) {
                    hamming++;
                }
                manhattan += Math.abs((targetRow - row) + (targetColumn - column));
            }
        }
    }

    public int size() {
        return size;
    }

    public int tileAt(int row, int column) {
        return cells[row][column];
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
        int[] sequence = new int[size * size - 1];
        int next = 0;
        for (int[] row : cells) {
            for (int tile : row) {
                if (tile != 0) {
                    sequence[next++] = tile;
                }
            }
        }
        long inversions = inversions(sequence, 0, sequence.length - 1, new int[sequence.length]);
        if (size % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + emptyRow) % 2 == 1;
    }

    private static long inversions(int[] a, int lo, int hi, int[] aux) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = inversions(a, lo, mid, aux) + inversions(a, mid + 1, hi, aux);
        int i = lo;
        int j = mid + 1;
        int k = lo;
        while (i <= mid || j <= hi) {
            if (j > hi || (i <= mid && a[i] <= a[j])) {
                aux[k++] = a[i++];
            } else {
                count += mid - i + 1;
                aux[k++] = a[j++];
            }
        }
        System.arraycopy(aux, lo, a, lo, hi - lo + 1);
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> neighbors = new ArrayList<>();
        int[] rowSteps = {-1, 0, 1, 0};
        int[] columnSteps = {0, 1, 0, -1};
        for (int d = 0; d < 4; d++) {
            int row = emptyRow + rowSteps[d];
            int column = emptyColumn + columnSteps[d];
            if (row < 0 || column < 0 || row >= size || column >= size) {
                continue;
            }
            int[][] copy = new int[size][];
            for (int r = 0; r < size; r++) {
                copy[r] = cells[r].clone();
            }
            copy[emptyRow][emptyColumn] = copy[row][column];
            copy[row][column] = 0;
            neighbors.add(new Board(copy));
        }
        return neighbors;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Board)) {
            return false;
        }
        Board board = (Board) other;
        if (board.size != size) {
            return false;
        }
        for (int row = 0; row < size; row++) {
            if (!java.util.Arrays.equals(cells[row], board.cells[row])) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int tile = cells[row][column];
                s.append(String.format("%2s", tile == 0 ? " " : tile));
                if (column + 1 < size) {
                    s.append(' ');
                }
            }
            if (row + 1 < size) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
