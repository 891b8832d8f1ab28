package npuzzle.reference;

/** How many A* search nodes surely fit in this JVM's heap, so that a hard board stops with a message, not an OOM. */
public final class SolveLimits {
    private SolveLimits() {
    }

    /** Returns the A* node limit for boards of side n: what fits in the heap, at most the Solver's default. */
    public static long aStarNodes(int n) {
        long bytesPerNode = 200 + 8L * n * n; // node, board, tile array, queue slot, with room to spare
        return Math.min(Solver.DEFAULT_NODE_LIMIT, Runtime.getRuntime().maxMemory() / bytesPerNode);
    }
}
