package npuzzle.grader.cost;

/** Student-style Solver sources on the assignment's Board API: one as required, one for each known slow mistake. */
final class SolverFixtures {
    private SolverFixtures() {
    }

    /** Manhattan priority cached in the node, the critical optimization, ties in queue order. */
    static final String GOOD = """
            import java.util.*;
            public class Solver {
                private static class Node {
                    final Board board; final int moves; final Node previous; final int priority;
                    Node(Board board, int moves, Node previous) {
                        this.board = board; this.moves = moves; this.previous = previous;
                        this.priority = moves + board.manhattan();
                    }
                }
                private final Node last;
                public Solver(Board initial) {
                    if (initial == null) throw new NullPointerException("board is null");
                    PriorityQueue<Node> pq = new PriorityQueue<>(BY_PRIORITY);
                    pq.add(new Node(initial, 0, null));
                    Node node = pq.remove();
                    while (!node.board.isGoal()) {
                        for (Board next : node.board.neighbors()) {
                            if (node.previous == null || !next.equals(node.previous.board)) {
                                pq.add(new Node(next, node.moves + 1, node));
                            }
                        }
                        node = pq.remove();
                    }
                    last = node;
                }
                private static final Comparator<Node> BY_PRIORITY = (a, b) -> Integer.compare(a.priority, b.priority);
                public int moves() { return last.moves; }
                public Iterable<Board> solution() {
                    LinkedList<Board> path = new LinkedList<>();
                    for (Node n = last; n.previous != null; n = n.previous) path.addFirst(n.board);
                    return path;
                }
            }
            """;

    static final String NO_CRITICAL_OPTIMIZATION = replace(GOOD,
            "if (node.previous == null || !next.equals(node.previous.board)) {", "{");

    static final String HAMMING_PRIORITY = replace(GOOD,
            "this.priority = moves + board.manhattan();", "this.priority = moves + board.hamming();");

    static final String UNCACHED_PRIORITY = replace(GOOD,
            "(a, b) -> Integer.compare(a.priority, b.priority);",
            "(a, b) -> Integer.compare(a.moves + a.board.manhattan(), b.moves + b.board.manhattan());");

    /** Ties broken by manhattan() as the reference A* does: more manhattan() calls, still a cached priority. */
    static final String MANHATTAN_TIE_BREAK = replace(GOOD, "(a, b) -> Integer.compare(a.priority, b.priority);",
            "(a, b) -> a.priority != b.priority ? Integer.compare(a.priority, b.priority)"
                    + " : Integer.compare(a.board.manhattan(), b.board.manhattan());");

    static final String TO_STRING_IN_THE_LOOP = replace(GOOD, "!next.equals(node.previous.board)",
            "!next.toString().equals(node.previous.board.toString())");

    /** {@link #GOOD} but each node also keeps a copy of its board's tiles. */
    static final String TILES_IN_NODE = replace(replace(GOOD, "final Board board; final int moves;",
            "final Board board; final int[][] tiles; final int moves;"), "this.priority = moves + board.manhattan();",
            "this.priority = moves + board.manhattan(); tiles = new int[board.size()][board.size()];"
                    + " for (int i = 0; i < board.size(); i++) for (int j = 0; j < board.size(); j++)"
                    + " tiles[i][j] = board.tileAt(i, j);");

    /** {@link #GOOD} but the Solver keeps its priority queue after the search. */
    static final String KEEPS_THE_QUEUE = replace(replace(GOOD, "PriorityQueue<Node> pq = new PriorityQueue<>(BY_PRIORITY);",
            "pq = new PriorityQueue<>(BY_PRIORITY);"), "private final Node last;",
            "private final Node last; private final PriorityQueue<Node> pq;");

    /** {@link #GOOD} but each node is marked as seen after it is queued: Princeton's Solver Test 1. */
    static final String MARKS_QUEUED_NODES = replace(replace(GOOD, "final Node previous; final int priority;",
            "final Node previous; final int priority; boolean seen;"),
            "pq.add(new Node(next, node.moves + 1, node));",
            "Node child = new Node(next, node.moves + 1, node); pq.add(child); child.seen = true;");

    /**
     * {@link #GOOD} but each node gets a two-slot stamp after it is queued, and the Solver counts its expansions in a
     * {@code long} field: both writes go through the watch's two-slot stack shuffle.
     */
    static final String STAMPS_QUEUED_NODES = replace(replace(replace(GOOD, "final Node previous; final int priority;",
            "final Node previous; final int priority; double stamp;"),
            "pq.add(new Node(next, node.moves + 1, node));",
            "Node child = new Node(next, node.moves + 1, node); pq.add(child); child.stamp = expanded;"),
            "for (Board next : node.board.neighbors()) {", "expanded++; for (Board next : node.board.neighbors()) {")
            .replace("private final Node last;", "private final Node last; private long expanded;");

    /** {@link #GOOD} but a set of the boards expanded decides what to enqueue: Princeton's Solver Test 10c. */
    static final String CLOSED_SET = replace(replace(GOOD, "pq.add(new Node(initial, 0, null));",
            "pq.add(new Node(initial, 0, null)); Set<Board> closed = new HashSet<>();"),
            "if (node.previous == null || !next.equals(node.previous.board)) {",
            "closed.add(node.board); if (!closed.contains(next)) {");

    /** {@link #GOOD} but the neighbor is compared with the grandparent's node, not its board: Princeton's Test 10b. */
    static final String EQUALS_WITH_A_NODE = replace(GOOD, "!next.equals(node.previous.board)",
            "!next.equals(node.previous)");

    /** {@link #GOOD} on a course-style {@code MinPQ} (a binary heap of Comparable keys) instead of PriorityQueue. */
    static final String ON_A_MIN_PQ = replace(replace(replace(replace(GOOD,
            "private static class Node {", "private static class Node implements Comparable<Node> {"
                    + " public int compareTo(Node that) { return Integer.compare(priority, that.priority); }"),
            "PriorityQueue<Node> pq = new PriorityQueue<>(BY_PRIORITY);", "MinPQ<Node> pq = new MinPQ<>();"),
            "pq.add(", "pq.insert("), "pq.remove()", "pq.delMin()") + """
            class MinPQ<Key extends Comparable<Key>> {
                private Object[] keys = new Object[8];
                private int n;
                void insert(Key key) {
                    if (n == keys.length) keys = Arrays.copyOf(keys, 2 * n);
                    keys[n] = key;
                    for (int k = n++; k > 0 && less(k, (k - 1) / 2); k = (k - 1) / 2) swap(k, (k - 1) / 2);
                }
                Key delMin() {
                    Key min = key(0);
                    swap(0, --n);
                    keys[n] = null;
                    for (int k = 0; 2 * k + 1 < n; ) {
                        int child = 2 * k + 2 < n && less(2 * k + 2, 2 * k + 1) ? 2 * k + 2 : 2 * k + 1;
                        if (!less(child, k)) break;
                        swap(k, child);
                        k = child;
                    }
                    return min;
                }
                @SuppressWarnings("unchecked")
                private Key key(int i) { return (Key) keys[i]; }
                private boolean less(int i, int j) { return key(i).compareTo(key(j)) < 0; }
                private void swap(int i, int j) { Object t = keys[i]; keys[i] = keys[j]; keys[j] = t; }
            }
            """;

    /** {@link #GOOD} but ties of the priority go to the deeper node (the larger moves). */
    static final String TIES_BY_LARGER_MOVES = replace(GOOD, "(a, b) -> Integer.compare(a.priority, b.priority);",
            "(a, b) -> a.priority != b.priority ? Integer.compare(a.priority, b.priority)"
                    + " : Integer.compare(b.moves, a.moves);");

    /** {@link #GOOD} but ties of the priority go to the node inserted first (a counter in each node). */
    static final String TIES_FIRST_IN_FIRST_OUT = insertionOrder("Long.compare(a.order, b.order)");

    /** {@link #GOOD} but ties of the priority go to the node inserted last. */
    static final String TIES_LAST_IN_FIRST_OUT = insertionOrder("Long.compare(b.order, a.order)");

    /** {@link #GOOD} but ties of moves + manhattan are broken by hamming(), called in the comparator. */
    static final String TIES_BY_HAMMING = replace(GOOD, "(a, b) -> Integer.compare(a.priority, b.priority);",
            "(a, b) -> a.priority != b.priority ? Integer.compare(a.priority, b.priority)"
                    + " : Integer.compare(a.board.hamming(), b.board.hamming());");

    /** {@link #GOOD} but each node also stores moves + hamming(), which nothing reads: both priorities computed. */
    static final String BOTH_PRIORITIES = replace(replace(GOOD, "final Node previous; final int priority;",
            "final Node previous; final int priority; final int hammingPriority;"),
            "this.priority = moves + board.manhattan();",
            "this.priority = moves + board.manhattan(); this.hammingPriority = moves + board.hamming();");

    /**
     * Two searches in lockstep, the initial board's and its twin's, each on its own {@link #ON_A_MIN_PQ} queue, as
     * Princeton's Coursera version has students tell an unsolvable board: the first to reach the goal decides.
     */
    static final String TWIN_LOCKSTEP = replace(replace(replace(replace(replace(ON_A_MIN_PQ,
            "Node node = pq.delMin();", "MinPQ<Node> twinPq = new MinPQ<>(); twinPq.insert(new Node(initial.twin(), 0,"
                    + " null)); Node twin = twinPq.delMin(); Node node = pq.delMin();"),
            "while (!node.board.isGoal()) {", "while (!node.board.isGoal() && !twin.board.isGoal()) {"
                    + " for (Board next : twin.board.neighbors()) { if (twin.previous == null"
                    + " || !next.equals(twin.previous.board)) twinPq.insert(new Node(next, twin.moves + 1, twin)); }"
                    + " twin = twinPq.delMin();"),
            "last = node;", "last = node.board.isGoal() ? node : null;"),
            "public int moves() { return last.moves; }", "public int moves() { return last == null ? -1 : last.moves; }"),
            "for (Node n = last; n.previous", "for (Node n = last; n != null && n.previous");

    private static String insertionOrder(String tieBreak) {
        return replace(replace(replace(GOOD, "final Node previous; final int priority;",
                "final Node previous; final int priority; final long order = ++inserted;"),
                "private static class Node {", "private static long inserted;\n                private static class Node {"),
                "(a, b) -> Integer.compare(a.priority, b.priority);",
                "(a, b) -> a.priority != b.priority ? Integer.compare(a.priority, b.priority) : " + tieBreak + ";");
    }

    private static String replace(String source, String target, String replacement) {
        if (!source.contains(target)) {
            throw new IllegalArgumentException("fixture does not contain " + target);
        }
        return source.replace(target, replacement);
    }
}
