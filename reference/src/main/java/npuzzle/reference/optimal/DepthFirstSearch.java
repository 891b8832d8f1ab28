package npuzzle.reference.optimal;

import java.util.Arrays;
import java.util.List;
import npuzzle.reference.Board;

/**
 * One depth-first search of IDA*, bounded by {@code moves + estimate}, below a given path from the initial
 * board; not thread-safe (each thread of a solve has its own).
 */
final class DepthFirstSearch {
    static final int FOUND = -1;
    private static final int REPORT_MASK = (1 << 12) - 1;

    private final int[] tiles;
    private final int[] goal;
    private final Heuristic.Evaluator evaluator;
    private final Moves moves;
    private final SearchBudget budget;
    private final int index;
    private final int start; // moves of the given path
    private int[] blanks; // blanks[g]: the blank's cell after g moves on the current path
    private long unreported;
    private int bound;
    private int foundDepth;

    /** Starts below {@code path} (the blank's cells after 0, 1, ... moves), which {@code tiles} already shows. */
    DepthFirstSearch(Heuristic heuristic, int n, int[] tiles, int[] path, SearchBudget budget, int index) {
        this.tiles = tiles;
        this.goal = Board.goal(n).toRowMajor();
        this.evaluator = heuristic.start(n, tiles);
        this.moves = Moves.of(n);
        this.budget = budget;
        this.index = index;
        this.start = path.length - 1;
        this.blanks = Arrays.copyOf(path, Math.max(128, path.length * 2));
    }

    /** Returns {@link #FOUND} if a solution fits in {@code bound} moves, else the least bound that exceeded it. */
    int search(int bound) {
        this.bound = bound;
        int result = search(blanks[start], start == 0 ? -1 : blanks[start - 1], start, evaluator.value(), -1, null);
        flush();
        return result;
    }

    /**
     * Adds to {@code frontier} the paths of the nodes {@code depth} moves deep within {@code bound}, in
     * depth-first order; returns the least bound of the nodes cut off above that depth. Needs
     * {@code bound > depth}, so that no solution lies above the frontier.
     */
    int collect(int bound, int depth, List<int[]> frontier) {
        this.bound = bound;
        int result = search(blanks[start], start == 0 ? -1 : blanks[start - 1], start, evaluator.value(), depth,
                frontier);
        flush();
        return result;
    }

    /** Returns the moves of the solution found. */
    int foundDepth() {
        return foundDepth;
    }

    /** Returns the blank's cells along the solution found, after 0 .. foundDepth() moves. */
    int[] solutionBlanks() {
        return Arrays.copyOf(blanks, foundDepth + 1);
    }

    private int search(int blank, int previous, int g, int h, int frontierDepth, List<int[]> frontier) {
        int f = g + h;
        if (f > bound) {
            return f;
        }
        if (g == frontierDepth) {
            frontier.add(Arrays.copyOf(blanks, g + 1));
            return Integer.MAX_VALUE;
        }
        if (h == 0 && Arrays.equals(tiles, goal)) {
            foundDepth = g;
            return FOUND;
        }
        if (g + 1 >= blanks.length) {
            blanks = Arrays.copyOf(blanks, blanks.length * 2);
        }
        int smallest = Integer.MAX_VALUE;
        for (int cell : moves.neighbors(blank)) {
            if (cell == previous) {
                continue;
            }
            int tile = tiles[cell];
            tiles[blank] = tile;
            tiles[cell] = 0;
            if ((++unreported & REPORT_MASK) == 0) {
                flush();
            }
            int childH = evaluator.slide(tile, cell, blank);
            blanks[g + 1] = cell;
            int result = search(cell, blank, g + 1, childH, frontierDepth, frontier);
            if (result == FOUND) {
                return FOUND;
            }
            tiles[cell] = tile;
            tiles[blank] = 0;
            evaluator.undo(tile, cell, blank);
            smallest = Math.min(smallest, result);
        }
        return smallest;
    }

    private void flush() {
        long count = unreported;
        unreported = 0;
        budget.spend(count, bound, index);
    }
}
