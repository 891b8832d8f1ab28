package npuzzle.reference.optimal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import npuzzle.reference.Board;

/**
 * Iterative-deepening A* (Korf 1985) with a pluggable admissible {@link Heuristic}: depth-first searches bounded
 * by {@code moves + estimate}, the bound raised each round to the smallest value that exceeded it.
 *
 * <p>Memory is proportional to the solution length; time to the nodes generated, which the heuristic decides.
 * A search that would generate more than the node limit or run past the time limit throws
 * {@link SearchBudgetException}. Instances are immutable and thread-safe.
 */
public final class IdaStar {
    private static final int FOUND = -1;
    private static final int CLOCK_MASK = (1 << 16) - 1;

    private final Heuristic heuristic;
    private final long nodeLimit;
    private final long timeLimitNanos;

    /**
     * Creates a solver with the given heuristic and budget.
     *
     * @throws IllegalArgumentException unless the node limit and the time limit are positive
     */
    public IdaStar(Heuristic heuristic, long nodeLimit, Duration timeLimit) {
        this.heuristic = Objects.requireNonNull(heuristic, "heuristic");
        if (nodeLimit <= 0 || timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("limits must be positive: " + nodeLimit + " nodes, " + timeLimit);
        }
        this.nodeLimit = nodeLimit;
        this.timeLimitNanos = timeLimit.toNanos();
    }

    /** Returns the heuristic this search uses. */
    public Heuristic heuristic() {
        return heuristic;
    }

    /**
     * Returns a shortest solution of {@code board}.
     *
     * @throws NullPointerException if {@code board} is null ("board is null")
     * @throws IllegalArgumentException if {@code board} is unsolvable ("board is unsolvable")
     * @throws SearchBudgetException if the search exceeds the node or time limit
     */
    public OptimalSolution solve(Board board) {
        if (board == null) {
            throw new NullPointerException("board is null");
        }
        if (!board.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        long start = System.nanoTime();
        Search search = new Search(board, start + timeLimitNanos);
        int moves = search.run();
        return new OptimalSolution(moves, search.path(board, moves), search.nodes, System.nanoTime() - start);
    }

    /** The mutable state of one search. */
    private final class Search {
        private final int n;
        private final int[] tiles;
        private final int[] goal;
        private final Heuristic.Evaluator evaluator;
        private final Moves moves;
        private final long deadline;
        private int[] blanks = new int[128]; // blanks[g]: the blank's cell after g moves on the current path
        private long nodes;
        private int bound;
        private int foundDepth;

        Search(Board board, long deadline) {
            this.n = board.size();
            this.tiles = board.toRowMajor();
            this.goal = Board.goal(n).toRowMajor();
            this.evaluator = heuristic.start(n, tiles);
            this.moves = Moves.of(n);
            this.deadline = deadline;
        }

        int run() {
            int blank = 0;
            while (tiles[blank] != 0) {
                blank++;
            }
            blanks[0] = blank;
            int h = evaluator.value();
            bound = h;
            while (true) {
                int next = search(blank, -1, 0, h);
                if (next == FOUND) {
                    return foundDepth;
                }
                bound = next;
            }
        }

        private int search(int blank, int previous, int g, int h) {
            int f = g + h;
            if (f > bound) {
                return f;
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
                countNode();
                int childH = evaluator.slide(tile, cell, blank);
                blanks[g + 1] = cell;
                int result = search(cell, blank, g + 1, childH);
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

        private void countNode() {
            nodes++;
            if (nodes > nodeLimit) {
                throw new SearchBudgetException("gave up after " + nodeLimit + " search nodes (" + heuristic.name()
                        + ", " + n + "x" + n + ", move bound " + bound + "): this board is too hard for the budget",
                        nodeLimit, "over " + nodeLimit + " nodes");
            }
            if ((nodes & CLOCK_MASK) == 0 && System.nanoTime() - deadline > 0) {
                long seconds = Duration.ofNanos(timeLimitNanos).toSeconds();
                throw new SearchBudgetException("gave up after " + seconds + " s and " + nodes + " search nodes ("
                        + heuristic.name() + ", " + n + "x" + n + ", move bound " + bound
                        + "): this board is too hard for the time limit", nodes, "over " + seconds + " s");
            }
        }

        List<Board> path(Board initial, int length) {
            int[] cells = initial.toRowMajor();
            List<Board> path = new ArrayList<>(length);
            for (int g = 1; g <= length; g++) {
                cells[blanks[g - 1]] = cells[blanks[g]];
                cells[blanks[g]] = 0;
                path.add(Board.ofRowMajor(n, cells));
            }
            return path;
        }
    }
}
