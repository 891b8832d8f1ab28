import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int size;
    private final int hamming;
    private final int manhattan;
    private final int blankRow;
    private final int blankColumn;

    public Board(int[][] tiles) {
        this.tiles = Arrays.copyOf(tiles, tiles.length);
        size = tiles.length;
        int h = 0;
        int m = 0;
        int br = -1;
        int bc = -1;
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int tile = tiles[row][column];
                if (tile == 0) {
                    br = row;
                    bc = column;
                    continue;
                }
                if (tile != row * size + column + 1) {
                    h++;
                }
                m += Math.abs(row - (tile - 1) / size) + Math.abs(column - (tile - 1) % size);
            }
        }
        hamming = h;
        manhattan = m;
        blankRow = br;
        blankColumn = bc;
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
        int[] sequence = new int[size * size - 1];
        int k = 0;
        for (int[] row : tiles) {
            for (int tile : row) {
                if (tile != 0) {
                    sequence[k++] = tile;
                }
            }
        }
        long inversions = countInversions(sequence, new int[sequence.length], 0, sequence.length - 1);
        if (size % 2 == 1) {
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
        System.arraycopy(a, lo, aux, lo, hi - lo + 1);
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
        List<Board> neighbors = new LinkedList<>();
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
        int[][] next = new int[size][];
        for (int r = 0; r < size; r++) {
            next[r] = Arrays.copyOf(tiles[r], size);
        }
        next[blankRow][blankColumn] = next[row][column];
        next[row][column] = 0;
        return new Board(next);
    }

    @Override
    public boolean equals(Object other) {
        if (other == this) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        return Arrays.deepEquals(tiles, ((Board) other).tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(tiles);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int tile = tiles[row][column];
                s.append(String.format("%2s", tile == 0 ? " " : tile));
                if (column < size - 1) {
                    s.append(' ');
                }
            }
            if (row < size - 1) {
                s.append('\n');
            }
        }
        return s.toString();
    }
}
