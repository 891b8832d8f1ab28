public class Board {
    private final int[][] blocks;
    private final int n;
    private int blankRow;
    private int blankCol;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        n = tiles.length;
        blocks = copy(tiles);
        int ham = 0;
        int man = 0;
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int value = blocks[row][col];
                if (value == 0) {
                    blankRow = row;
                    blankCol = col;
                } else if (value != goalAt(row, col)) {
                    ham++;
                    man += Math.abs(row - (value - 1) / n) + Math.abs(col - (value - 1) % n);
                }
            }
        }
        hamming = ham;
        manhattan = man;
    }

    private int goalAt(int row, int col) {
        return row * n + col + 1;
    }

    private static int[][] copy(int[][] tiles) {
        int[][] result = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) {
            result[i] = new int[tiles[i].length];
            for (int j = 0; j < tiles[i].length; j++) {
                result[i][j] = tiles[i][j];
            }
        }
        return result;
    }

    public int size() {
        return n;
    }

    public int tileAt(int row, int col) {
        return blocks[row][col];
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
        int[] items = new int[n * n - 1];
        int k = 0;
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                if (blocks[row][col] != 0) {
                    items[k++] = blocks[row][col];
                }
            }
        }
        long inversions = countInversions(items);
        if (n % 2 == 1) {
            return inversions % 2 == 0;
        } else {
            return (inversions + blankRow) % 2 == 1;
        }
    }

    private static long countInversions(int[] a) {
        int[] aux = new int[a.length];
        long count = 0;
        // bottom-up merge sort, counting the pairs each merge puts in order
        for (int width = 1; width < a.length; width *= 2) {
            for (int lo = 0; lo < a.length - width; lo += 2 * width) {
                int mid = lo + width - 1;
                int hi = Math.min(lo + 2 * width - 1, a.length - 1);
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
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        java.util.List<Board> neighbors = new java.util.ArrayList<>();
        if (blankRow != 0) {
            neighbors.add(withBlankAt(blankRow - 1, blankCol));
        }
        if (blankRow != n - 1) {
            neighbors.add(withBlankAt(blankRow + 1, blankCol));
        }
        if (blankCol != 0) {
            neighbors.add(withBlankAt(blankRow, blankCol - 1));
        }
        if (blankCol != n - 1) {
            neighbors.add(withBlankAt(blankRow, blankCol + 1));
        }
        return neighbors;
    }

    private Board withBlankAt(int row, int col) {
        int[][] next = copy(blocks);
        next[blankRow][blankCol] = next[row][col];
        next[row][col] = 0;
        return new Board(next);
    }

    @Override
    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (y == null || y.getClass() != getClass()) {
            return false;
        }
        Board that = (Board) y;
        return java.util.Arrays.deepEquals(blocks, that.blocks);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.deepHashCode(blocks);
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int value = blocks[row][col];
                s.append(String.format("%2s", value == 0 ? " " : value));
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
}
