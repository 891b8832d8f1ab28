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

    /** {@link #FAST} with Princeton's {@code twin()}: the first two tiles of the first row that are not the blank. */
    static final String FAST_WITH_TWIN = FAST.replace("public int hashCode()", """
            public Board twin() {
                    int[][] copy = new int[n][];
                    for (int i = 0; i < n; i++) copy[i] = tiles[i].clone();
                    int row = blankRow == 0 ? 1 : 0;
                    int t = copy[row][0]; copy[row][0] = copy[row][1]; copy[row][1] = t;
                    return new Board(copy);
                }
                public int hashCode()""");

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

    /** {@link #FAST} but isGoal() compares every tile with the goal. */
    static final String FULL_COMPARISON_GOAL = replace(FAST, "public boolean isGoal() { return hamming == 0; }", """
            public boolean isGoal() {
                for (int i = 0; i < n; i++) for (int j = 0; j < n; j++)
                    if (tiles[i][j] != (i * n + j + 1) % (n * n)) return false;
                return true;
            }
            """);

    /** {@link #FAST} but manhattan() sums the distances over the tiles on every call instead of storing them. */
    static final String LOOPING_MANHATTAN = replace(FAST, "public int manhattan() { return manhattan; }", """
            public int manhattan() {
                int m = 0;
                for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) {
                    int t = tiles[i][j];
                    if (t != 0) m += Math.abs((t - 1) / n - i) + Math.abs((t - 1) % n - j);
                }
                return m;
            }
            """);

    /** {@link #FAST} but neighbors() places each tile by searching for it: n^2 searches of n^2 tiles. */
    static final String QUARTIC_NEIGHBORS = replace(FAST, "for (int i = 0; i < n; i++) copy[i] = tiles[i].clone();", """
            for (int i = 0; i < n; i++) copy[i] = new int[n];
            for (int v = 0; v < n * n; v++)
                for (int p = 0; p < n * n; p++)
                    if (tiles[p / n][p % n] == v) copy[p / n][p % n] = v;
            """);

    /** {@link #QUARTIC_NEIGHBORS} with each tile placed n times over: neighbors() ~ n^5. */
    static final String QUINTIC_NEIGHBORS = replace(FAST, "for (int i = 0; i < n; i++) copy[i] = tiles[i].clone();", """
            for (int i = 0; i < n; i++) copy[i] = new int[n];
            for (int again = 0; again < n; again++)
                for (int v = 0; v < n * n; v++)
                    for (int p = 0; p < n * n; p++)
                        if (tiles[p / n][p % n] == v) copy[p / n][p % n] = v;
            """);

    /** {@link #FAST} but the constructor also stores the tiles of every neighbor. */
    static final String STORED_NEIGHBORS = replace(FAST, "hamming = h; manhattan = m; blankRow = br; blankCol = bc;", """
            hamming = h; manhattan = m; blankRow = br; blankCol = bc;
            int[][] d = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
            for (int s = 0; s < 4; s++) {
                int r = br + d[s][0], c = bc + d[s][1];
                if (r < 0 || r >= n || c < 0 || c >= n) continue;
                stored[s] = new int[n][];
                for (int i = 0; i < n; i++) stored[s][i] = this.tiles[i].clone();
                stored[s][br][bc] = stored[s][r][c];
                stored[s][r][c] = 0;
            }
            """).replace("private final int[][] tiles;", "private final int[][] tiles; private final int[][][] stored = new int[4][][];");

    /** Meets every requirement with a flat array, streams, System.arraycopy and a linked queue of its own. */
    static final String STREAMS = """
            import java.util.*;
            import java.util.stream.*;
            public final class Board {
                private static final class Queue<T> implements Iterable<T> {
                    private static final class Node<T> { T item; Node<T> next; }
                    private Node<T> first, last;
                    void enqueue(T item) {
                        Node<T> node = new Node<>();
                        node.item = item;
                        if (last == null) first = node; else last.next = node;
                        last = node;
                    }
                    public Iterator<T> iterator() {
                        return new Iterator<T>() {
                            private Node<T> at = first;
                            public boolean hasNext() { return at != null; }
                            public T next() { T item = at.item; at = at.next; return item; }
                        };
                    }
                }
                private final int n;
                private final int[] tiles;
                private final int hamming, manhattan, blank;
                public Board(int[][] rows) {
                    n = rows.length;
                    tiles = Arrays.stream(rows).flatMapToInt(Arrays::stream).toArray();
                    hamming = (int) IntStream.range(0, n * n).filter(k -> tiles[k] != 0 && tiles[k] != k + 1).count();
                    manhattan = IntStream.range(0, n * n).filter(k -> tiles[k] != 0)
                            .map(k -> Math.abs((tiles[k] - 1) / n - k / n) + Math.abs((tiles[k] - 1) % n - k % n)).sum();
                    blank = IntStream.range(0, n * n).filter(k -> tiles[k] == 0).findFirst().orElse(-1);
                }
                private Board(int[] tiles, int n) {
                    this(IntStream.range(0, n).mapToObj(i -> Arrays.copyOfRange(tiles, i * n, i * n + n)).toArray(int[][]::new));
                }
                public int size() { return n; }
                public int tileAt(int i, int j) { return tiles[i * n + j]; }
                public int hamming() { return hamming; }
                public int manhattan() { return manhattan; }
                public boolean isGoal() { return hamming == 0; }
                public boolean isSolvable() {
                    int[] a = Arrays.stream(tiles).filter(t -> t != 0).toArray();
                    long inv = count(a, 0, a.length);
                    return n % 2 == 1 ? inv % 2 == 0 : (inv + blank / n) % 2 == 1;
                }
                private static long count(int[] a, int lo, int hi) {
                    if (hi - lo < 2) return 0;
                    int mid = (lo + hi) >>> 1;
                    long c = count(a, lo, mid) + count(a, mid, hi);
                    int[] left = Arrays.copyOfRange(a, lo, mid);
                    int i = 0, j = mid, k = lo;
                    while (i < left.length && j < hi) {
                        if (left[i] <= a[j]) a[k++] = left[i++];
                        else { c += left.length - i; a[k++] = a[j++]; }
                    }
                    System.arraycopy(left, i, a, k, left.length - i);
                    return c;
                }
                public Iterable<Board> neighbors() {
                    Queue<Board> q = new Queue<>();
                    int r = blank / n, c = blank % n;
                    if (r > 0) q.enqueue(slide(blank - n));
                    if (r < n - 1) q.enqueue(slide(blank + n));
                    if (c > 0) q.enqueue(slide(blank - 1));
                    if (c < n - 1) q.enqueue(slide(blank + 1));
                    return q;
                }
                private Board slide(int from) {
                    int[] next = new int[tiles.length];
                    System.arraycopy(tiles, 0, next, 0, tiles.length);
                    next[blank] = next[from];
                    next[from] = 0;
                    return new Board(next, n);
                }
                public boolean equals(Object other) {
                    return other instanceof Board && Arrays.equals(tiles, ((Board) other).tiles);
                }
                public int hashCode() { return Arrays.hashCode(tiles); }
            }
            """;

    private static String replace(String source, String target, String replacement) {
        if (!source.contains(target)) {
            throw new IllegalArgumentException("fixture does not contain " + target);
        }
        return source.replace(target, replacement);
    }
}
