import java.util.ArrayList;
import java.util.List;

public class Board {
    private final int[][] tiles;
    private final int N;
    private final int hamming;
    private final int manhattan;
    private int zeroRow;
    private int zeroCol;

    public Board(int[][] tiles) {
        N = tiles.length;
        this.tiles = new int[N][N];
        int ham = 0;
        int man = 0;
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                int v = tiles[r][c];
                this.tiles[r][c] = v;
                if (v == 0) {
                    zeroRow = r;
                    zeroCol = c;
                } else {
                    if (v != r * N + c + 1) {
                        ham++;
                    }
                    man += Math.abs(r - (v - 1) / N) + Math.abs(c - (v - 1) % N);
                }
            }
        }
        hamming = ham;
        manhattan = man;
    }

    public int size() {
        return N;
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

    public boolean isSolvable() {
        int[] a = new int[N * N - 1];
        int idx = 0;
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                if (tiles[r][c] != 0) {
                    a[idx++] = tiles[r][c];
                }
            }
        }
        long inversions = sortCount(a, 0, a.length - 1, new int[a.length]);
        if (N % 2 == 1) {
            return inversions % 2 == 0;
        }
        return (inversions + zeroRow) % 2 == 1;
    }

    private static long sortCount(int[] a, int lo, int hi, int[] aux) {
        if (hi <= lo) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long count = sortCount(a, lo, mid, aux) + sortCount(a, mid + 1, hi, aux);
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
                count += mid - i + 1;
                a[k] = aux[j++];
            } else {
                a[k] = aux[i++];
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        List<Board> list = new ArrayList<>();
        int[] dr = {-1, 1, 0, 0};
        int[] dc = {0, 0, -1, 1};
        for (int d = 0; d < 4; d++) {
            int r = zeroRow + dr[d];
            int c = zeroCol + dc[d];
            if (r >= 0 && r < N && c >= 0 && c < N) {
                int[][] copy = new int[N][N];
                for (int i = 0; i < N; i++) {
                    copy[i] = tiles[i].clone();
                }
                copy[zeroRow][zeroCol] = copy[r][c];
                copy[r][c] = 0;
                list.add(new Board(copy));
            }
        }
        return list;
    }

    public boolean equals(Object y) {
        if (y == this) {
            return true;
        }
        if (y == null || y.getClass() != this.getClass()) {
            return false;
        }
        Board that = (Board) y;
        if (that.N != N) {
            return false;
        }
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                if (tiles[r][c] != that.tiles[r][c]) {
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
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < N; r++) {
            for (int c = 0; c < N; c++) {
                s.append(String.format("%2s", tiles[r][c] == 0 ? " " : tiles[r][c]));
                if (c < N - 1) {
                    s.append(" ");
                }
            }
            if (r < N - 1) {
                s.append("\n");
            }
        }
        return s.toString();
    }
}
