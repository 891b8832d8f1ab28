package npuzzle.grader.cost;

/** Student-style Board sources: one meeting every performance requirement, one breaking each. */
final class BoardFixtures {
    private BoardFixtures() {
    }

    /** Caches hamming and manhattan, counts inversions by merge sort, copies rows with System.arraycopy. */
    static final String FAST = """
            import java.util.*;
            public final class Board {
                private final int[][] tiles;
                private final int n, hamming, manhattan, blankRow, blankCol;
                public Board(int[][] tiles) {
                    n = tiles.length;
                    this.tiles = new int[n][];
                    int h = 0, m = 0, br = 0, bc = 0;
                    for (int i = 0; i < n; i++) {
                        this.tiles[i] = Arrays.copyOf(tiles[i], n);
                        for (int j = 0; j < n; j++) {
                            int t = tiles[i][j];
                            if (t == 0) { br = i; bc = j; continue; }
                            if (t != i * n + j + 1) h++;
                            m += Math.abs((t - 1) / n - i) + Math.abs((t - 1) % n - j);
                        }
                    }
                    hamming = h; manhattan = m; blankRow = br; blankCol = bc;
                }
                public int size() { return n; }
                public int tileAt(int i, int j) { return tiles[i][j]; }
                public int hamming() { return hamming; }
                public int manhattan() { return manhattan; }
                public boolean isGoal() { return hamming == 0; }
                public boolean isSolvable() {
                    int[] a = new int[n * n - 1];
                    int k = 0;
                    for (int[] row : tiles) for (int t : row) if (t != 0) a[k++] = t;
                    long inv = count(a, new int[a.length], 0, a.length);
                    return n % 2 == 1 ? inv % 2 == 0 : (inv + blankRow) % 2 == 1;
                }
                private static long count(int[] a, int[] aux, int lo, int hi) {
                    if (hi - lo < 2) return 0;
                    int mid = (lo + hi) / 2;
                    long c = count(a, aux, lo, mid) + count(a, aux, mid, hi);
                    System.arraycopy(a, lo, aux, lo, hi - lo);
                    for (int i = lo, j = mid, k = lo; k < hi; k++) {
                        if (i >= mid) a[k] = aux[j++];
                        else if (j >= hi || aux[i] <= aux[j]) a[k] = aux[i++];
                        else { a[k] = aux[j++]; c += mid - i; }
                    }
                    return c;
                }
                public Iterable<Board> neighbors() {
                    List<Board> result = new ArrayList<>();
                    int[][] d = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
                    for (int[] step : d) {
                        int r = blankRow + step[0], c = blankCol + step[1];
                        if (r < 0 || r >= n || c < 0 || c >= n) continue;
                        int[][] copy = new int[n][];
                        for (int i = 0; i < n; i++) copy[i] = tiles[i].clone();
                        copy[blankRow][blankCol] = copy[r][c];
                        copy[r][c] = 0;
                        result.add(new Board(copy));
                    }
                    return result;
                }
                public boolean equals(Object other) {
                    if (!(other instanceof Board)) return false;
                    return Arrays.deepEquals(tiles, ((Board) other).tiles);
                }
                public int hashCode() { return Arrays.deepHashCode(tiles); }
            }
            """;

    /** Recomputes hamming and manhattan, compares every tile in isGoal, counts inversions in O(n^4). */
    static final String SLOW = """
            public final class Board {
                private final Integer[][] tiles;
                private final int n;
                public Board(int[][] tiles) {
                    n = tiles.length;
                    this.tiles = new Integer[n][n];
                    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) this.tiles[i][j] = tiles[i][j];
                }
                public int size() { return n; }
                public int tileAt(int i, int j) { return tiles[i][j]; }
                public int hamming() {
                    int h = 0;
                    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
                        if (tiles[i][j] != 0 && tiles[i][j] != i * n + j + 1) h++;
                    return h;
                }
                public int manhattan() {
                    int m = 0;
                    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
                        int t = tiles[i][j];
                        if (t != 0) m += Math.abs((t - 1) / n - i) + Math.abs((t - 1) % n - j);
                    }
                    return m;
                }
                public boolean isGoal() {
                    boolean goal = true;
                    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
                        if (tiles[i][j] != (i * n + j + 1) % (n * n)) goal = false;
                    return goal;
                }
                public boolean isSolvable() {
                    long inv = 0;
                    int blankRow = 0;
                    for (int p = 0; p < n * n; p++) {
                        if (tiles[p / n][p % n] == 0) { blankRow = p / n; continue; }
                        for (int q = p + 1; q < n * n; q++)
                            if (tiles[q / n][q % n] != 0 && tiles[q / n][q % n] < tiles[p / n][p % n]) inv++;
                    }
                    return n % 2 == 1 ? inv % 2 == 0 : (inv + blankRow) % 2 == 1;
                }
                public Iterable<Board> neighbors() { return java.util.List.of(); }
                public boolean equals(Object other) {
                    return other instanceof Board && java.util.Arrays.deepEquals(tiles, ((Board) other).tiles);
                }
                public int hashCode() { return 0; }
            }
            """;
}
