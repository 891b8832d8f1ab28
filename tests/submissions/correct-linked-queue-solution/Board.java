import java.util.Stack;

public class Board {
    private final int[][] tiles;
    private final int dimension;
    private int blankI;
    private int blankJ;
    private final int ham;
    private final int man;

    public Board(int[][] tiles) {
        dimension = tiles.length;
        this.tiles = new int[dimension][dimension];
        int h = 0;
        int m = 0;
        for (int i = 0; i < dimension; i++) {
            for (int j = 0; j < dimension; j++) {
                int value = tiles[i][j];
                this.tiles[i][j] = value;
                if (value == 0) {
                    blankI = i;
                    blankJ = j;
                } else {
                    int wantI = (value - 1) / dimension;
                    int wantJ = (value - 1) - wantI * dimension;
                    if (wantI != i || wantJ != j) {
                        h++;
                        m += Math.abs(wantI - i) + Math.abs(wantJ - j);
                    }
                }
            }
        }
        ham = h;
        man = m;
    }

    public String toString() {
        String s = "";
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < dimension; i++) {
            for (int j = 0; j < dimension; j++) {
                out.append(String.format("%2s", tiles[i][j] == 0 ? " " : tiles[i][j]));
                if (j != dimension - 1) {
                    out.append(" ");
                }
            }
            if (i != dimension - 1) {
                out.append("\n");
            }
        }
        return s + out;
    }

    public int tileAt(int i, int j) {
        return tiles[i][j];
    }

    public int size() {
        return dimension;
    }

    public int hamming() {
        return ham;
    }

    public int manhattan() {
        return man;
    }

    public boolean isGoal() {
        return man == 0;
    }

    public boolean isSolvable() {
        int[] row = new int[dimension * dimension - 1];
        int k = 0;
        for (int[] line : tiles) {
            for (int value : line) {
                if (value != 0) {
                    row[k++] = value;
                }
            }
        }
        long inv = sort(row, new int[row.length], 0, row.length - 1);
        if (dimension % 2 == 1) {
            return inv % 2 == 0;
        }
        return (inv + blankI) % 2 == 1;
    }

    private static long sort(int[] a, int[] aux, int lo, int hi) {
        if (lo >= hi) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long inv = sort(a, aux, lo, mid) + sort(a, aux, mid + 1, hi);
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
                inv += mid - i + 1;
                a[k] = aux[j++];
            } else {
                a[k] = aux[i++];
            }
        }
        return inv;
    }

    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (y == null) {
            return false;
        }
        if (y.getClass() != this.getClass()) {
            return false;
        }
        Board that = (Board) y;
        if (that.dimension != dimension) {
            return false;
        }
        for (int i = 0; i < dimension; i++) {
            for (int j = 0; j < dimension; j++) {
                if (that.tiles[i][j] != tiles[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    public int hashCode() {
        int h = dimension;
        for (int[] line : tiles) {
            for (int value : line) {
                h = 31 * h + value;
            }
        }
        return h;
    }

    public Iterable<Board> neighbors() {
        Stack<Board> stack = new Stack<Board>();
        if (blankI > 0) {
            stack.push(exchange(blankI - 1, blankJ));
        }
        if (blankI < dimension - 1) {
            stack.push(exchange(blankI + 1, blankJ));
        }
        if (blankJ > 0) {
            stack.push(exchange(blankI, blankJ - 1));
        }
        if (blankJ < dimension - 1) {
            stack.push(exchange(blankI, blankJ + 1));
        }
        return stack;
    }

    private Board exchange(int i, int j) {
        int[][] copy = new int[dimension][];
        for (int r = 0; r < dimension; r++) {
            copy[r] = tiles[r].clone();
        }
        copy[blankI][blankJ] = copy[i][j];
        copy[i][j] = 0;
        return new Board(copy);
    }
}
