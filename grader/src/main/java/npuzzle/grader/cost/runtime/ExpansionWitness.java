package npuzzle.grader.cost.runtime;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The order in which a search expands boards (calls their {@code neighbors()}), against moves + manhattan and moves +
 * hamming of those boards, while a watch is on. A board's moves is its depth in the tree its neighbors() answers
 * make; a board no answer made (the initial board, a twin) is the root of a tree of its own, so two searches in
 * lockstep are two trees. Manhattan distance is consistent, so an A* whose priority is moves + manhattan expands the
 * boards of each tree in an order where moves + manhattan never goes down, however it breaks ties, with or without a
 * closed set; a Hamming priority, or any other, does not. Calls of {@code hamming()} or of a second priority that
 * does not order the queue change nothing here. The tree whose root is the board the Solver was given
 * ({@link #initial}) is the main search; any other (the twin's) is counted apart, so that a Solver whose twin search
 * alone goes out of order is told so. Instrumented code calls the hooks ({@code BoardRelationsInstrumenter}). One
 * global watch, on one thread.
 */
public final class ExpansionWitness {
    private static boolean on;
    private static final Map<Object, Object> ROOT = new IdentityHashMap<>();
    private static final Map<Object, Integer> DEPTH = new IdentityHashMap<>();
    /** Per tree: the largest moves + manhattan and moves + hamming expanded so far. */
    private static final Map<Object, int[]> MOST = new IdentityHashMap<>();
    private static long expanded;
    private static Object initial;
    private static long outOfOrder;
    private static long outOfOrderElsewhere;
    private static long outOfHammingOrder;
    private static String first;

    private ExpansionWitness() {
    }

    /** Starts a watch, dropping what the last one saw. */
    public static void start() {
        clear();
        expanded = 0;
        outOfOrder = 0;
        outOfOrderElsewhere = 0;
        outOfHammingOrder = 0;
        first = null;
        on = true;
    }

    /** Ends the watch and returns what it saw. */
    public static Seen stop() {
        on = false;
        clear();
        return new Seen(expanded, outOfOrder, outOfOrderElsewhere, outOfHammingOrder, first);
    }

    private static void clear() {
        ROOT.clear();
        DEPTH.clear();
        MOST.clear();
        initial = null;
    }

    /**
     * What one watch saw.
     *
     * @param expanded the boards expanded
     * @param outOfOrder those expanded after a board of the same tree with a larger moves + manhattan
     * @param outOfOrderElsewhere those of {@code outOfOrder} in a tree not rooted at the board the Solver was given
     *     (the twin's search)
     * @param outOfHammingOrder those expanded after a board of the same tree with a larger moves + hamming
     * @param first the first expanded out of order, e.g. "expansion 12: moves + manhattan 14 after 16", or null
     */
    public record Seen(long expanded, long outOfOrder, long outOfOrderElsewhere, long outOfHammingOrder,
            String first) {
        /** What an unwatched run shows. */
        public static final Seen NOTHING = new Seen(0, 0, 0, 0, null);

        /** Returns whether every board expanded out of order was in a tree other than the main search's. */
        public boolean onlyElsewhere() {
            return outOfOrder > 0 && outOfOrderElsewhere == outOfOrder;
        }
    }

    /** Records that {@code board} is the one the Solver is given: the root of the main search's tree. */
    public static void initial(Object board) {
        if (on) {
            initial = board;
        }
    }

    /** Records that {@code board}, with these distances, is being expanded. */
    public static void expanded(Object board, int manhattan, int hamming) {
        if (!on) {
            return;
        }
        expanded++;
        int depth = DEPTH.getOrDefault(board, 0);
        int priority = depth + manhattan;
        int hammingPriority = depth + hamming;
        Object root = ROOT.getOrDefault(board, board);
        int[] most = MOST.computeIfAbsent(root, r -> new int[] {priority, hammingPriority});
        if (priority < most[0]) {
            outOfOrder++;
            // trees are told apart only once the given board was expanded (a Solver could search from a copy)
            boolean known = MOST.containsKey(initial);
            if (known && root != initial) {
                outOfOrderElsewhere++;
            }
            if (first == null) {
                first = "expansion " + expanded + ": a board of moves + manhattan " + priority + " (" + depth
                        + " + " + manhattan + ") after one of " + most[0] + (!known ? ""
                        : root != initial ? ", in the search from another root (the twin's)"
                        : ", in the search from the initial board");
            }
        }
        if (hammingPriority < most[1]) {
            outOfHammingOrder++;
        }
        most[0] = Math.max(most[0], priority);
        most[1] = Math.max(most[1], hammingPriority);
    }

    /** Records that {@code parent.neighbors()} returned {@code neighbors}. */
    public static void neighbors(Object neighbors, Object parent) {
        if (on && neighbors instanceof Iterable<?> boards) {
            Object root = ROOT.getOrDefault(parent, parent);
            int depth = DEPTH.getOrDefault(parent, 0) + 1;
            for (Object board : boards) {
                ROOT.put(board, root);
                DEPTH.put(board, depth);
            }
        }
    }
}
