import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class Board {
    private final int[] board;
    private final int dim;
    private final int zero;
    private final int hammingScore;
    private final int manhattanScore;

    public Board(int[][] tiles) {
        dim = tiles.length;
        board = new int[dim * dim];
        for (int r = 0; r < dim; r++) {
            for (int c = 0; c < dim; c++) {
                board[r * dim + c] = tiles[r][c];
            }
        }
        int z = 0;
        int h = 0;
        int m = 0;
        for (int i = 0; i < board.length; i++) {
            if (board[i] == 0) {
                z = i;
                continue;
            }
            int home = board[i] - 1;
            if (home != i) {
                h++;
                // how far the tile is from its home cell
                m += Math.abs(home - i);
            }
        }
        zero = z;
        hammingScore = h;
        manhattanScore = m;
    }

    public int size() {
        return dim;
    }

    public int tileAt(int i, int j) {
        return board[i * dim + j];
    }

    public int hamming() {
        return hammingScore;
    }

    public int manhattan() {
        return manhattanScore;
    }

    public boolean isGoal() {
        return hammingScore == 0;
    }

    public boolean isSolvable() {
        int[] a = new int[board.length - 1];
        int k = 0;
        for (int tile : board) {
            if (tile != 0) {
                a[k++] = tile;
            }
        }
        long inversions = countInversions(a, new int[a.length], 0, a.length - 1);
        if (dim % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + zero / dim) % 2 == 1;
    }

    private static long countInversions(int[] a, int[] aux, int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = countInversions(a, aux, lo, mid) + countInversions(a, aux, mid + 1, hi);
        for (int k = lo; k <= hi; k++) {
            aux[k] = a[k];
        }
        for (int k = lo, i = lo, j = mid + 1; k <= hi; k++) {
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
        List<Board> result = new ArrayList<>();
        int row = zero / dim;
        int col = zero % dim;
        int[][] offsets = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] offset : offsets) {
            int r = row + offset[0];
            int c = col + offset[1];
            if (r >= 0 && r < dim && c >= 0 && c < dim) {
                int[][] grid = new int[dim][];
                for (int i = 0; i < dim; i++) {
                    grid[i] = Arrays.copyOfRange(board, i * dim, (i + 1) * dim);
                }
                grid[row][col] = grid[r][c];
                grid[r][c] = 0;
                result.add(new Board(grid));
            }
        }
        return result;
    }

    @Override
    public boolean equals(Object other) {
        if (other instanceof Board) {
            Board that = (Board) other;
            return dim == that.dim && Arrays.equals(board, that.board);
        }
        return false;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(board);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < board.length; i++) {
            sb.append(String.format("%2s", board[i] == 0 ? " " : board[i]));
            if (i % dim < dim - 1) {
                sb.append(' ');
            } else if (i < board.length - 1) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
