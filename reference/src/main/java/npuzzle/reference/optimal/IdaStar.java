package npuzzle.reference.optimal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import npuzzle.reference.Board;

/**
 * Iterative-deepening A* (Korf 1985) with a pluggable admissible {@link Heuristic}: depth-first searches bounded
 * by {@code moves + estimate}, the bound raised each round to the smallest value that exceeded it.
 *
 * <p>Memory is proportional to the solution length; time to the nodes generated, which the heuristic decides.
 * With several threads, each round splits the tree {@value #SPLIT_DEPTH} moves deep and searches the subtrees
 * in parallel; the solution returned is the one a single thread finds (the first in depth-first order). A search
 * that would generate more than the node limit or run past the time limit throws {@link SearchBudgetException}.
 * Instances are immutable and thread-safe.
 */
public final class IdaStar {
    static final int SPLIT_DEPTH = 8;

    private final Heuristic heuristic;
    private final long nodeLimit;
    private final long timeLimitNanos;
    private final int threads;

    /**
     * Creates a single-threaded search with the given heuristic and budget.
     *
     * @throws IllegalArgumentException unless the node limit and the time limit are positive
     */
    public IdaStar(Heuristic heuristic, long nodeLimit, Duration timeLimit) {
        this(heuristic, nodeLimit, timeLimit, 1);
    }

    /**
     * Creates a search that uses {@code threads} threads per board.
     *
     * @throws IllegalArgumentException unless the limits and {@code threads} are positive
     */
    public IdaStar(Heuristic heuristic, long nodeLimit, Duration timeLimit, int threads) {
        this.heuristic = Objects.requireNonNull(heuristic, "heuristic");
        if (nodeLimit <= 0 || timeLimit.isNegative() || timeLimit.isZero() || threads < 1) {
            throw new IllegalArgumentException("limits and threads must be positive: " + nodeLimit + " nodes, "
                    + timeLimit + ", " + threads + " threads");
        }
        this.nodeLimit = nodeLimit;
        this.timeLimitNanos = timeLimit.toNanos();
        this.threads = threads;
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
        int n = board.size();
        SearchBudget budget = new SearchBudget(heuristic.name(), n, nodeLimit, timeLimitNanos, start);
        int[] tiles = board.toRowMajor();
        int blank = 0;
        while (tiles[blank] != 0) {
            blank++;
        }
        DepthFirstSearch root = new DepthFirstSearch(heuristic, n, tiles, new int[] {blank}, budget, 0);
        int[] solution = threads == 1 ? sequential(root) : parallel(root, board, budget);
        return new OptimalSolution(solution.length - 1, path(board, solution), budget.nodes(),
                System.nanoTime() - start);
    }

    private static int[] sequential(DepthFirstSearch root) {
        int bound = 0;
        while (true) {
            int result = root.search(bound);
            if (result == DepthFirstSearch.FOUND) {
                return root.solutionBlanks();
            }
            bound = result;
        }
    }

    private int[] parallel(DepthFirstSearch root, Board board, SearchBudget budget) {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            int bound = 0;
            while (true) {
                if (bound <= SPLIT_DEPTH) {
                    int result = root.search(bound);
                    if (result == DepthFirstSearch.FOUND) {
                        return root.solutionBlanks();
                    }
                    bound = result;
                    continue;
                }
                List<int[]> frontier = new ArrayList<>();
                int smallest = root.collect(bound, SPLIT_DEPTH, frontier);
                List<Future<int[]>> futures = new ArrayList<>();
                int round = bound;
                for (int i = 0; i < frontier.size(); i++) {
                    int index = i;
                    int[] path = frontier.get(i);
                    futures.add(pool.submit(() -> subtree(board, path, budget, index, round)));
                }
                int[] solution = null;
                for (Future<int[]> future : futures) {
                    int[] outcome = Futures.await(future, "searching");
                    if (outcome.length == 1) {
                        smallest = Math.min(smallest, outcome[0]);
                    } else if (solution == null) {
                        solution = outcome;
                    }
                }
                budget.takeFirstFound();
                if (solution != null) {
                    return solution;
                }
                bound = smallest;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Searches below {@code path}: the solution's blank cells, or a one-element array with the next bound. */
    private int[] subtree(Board board, int[] path, SearchBudget budget, int index, int bound) {
        int[] tiles = board.toRowMajor();
        for (int g = 1; g < path.length; g++) {
            tiles[path[g - 1]] = tiles[path[g]];
            tiles[path[g]] = 0;
        }
        DepthFirstSearch search = new DepthFirstSearch(heuristic, board.size(), tiles, path, budget, index);
        try {
            int result = search.search(bound);
            if (result == DepthFirstSearch.FOUND) {
                budget.found(index);
                return search.solutionBlanks();
            }
            return new int[] {result};
        } catch (SearchBudget.Abandoned e) {
            return new int[] {Integer.MAX_VALUE};
        }
    }

    /** Returns the boards after each move of the blank along {@code blanks}. */
    private static List<Board> path(Board initial, int[] blanks) {
        int[] cells = initial.toRowMajor();
        List<Board> path = new ArrayList<>(blanks.length - 1);
        for (int g = 1; g < blanks.length; g++) {
            cells[blanks[g - 1]] = cells[blanks[g]];
            cells[blanks[g]] = 0;
            path.add(Board.ofRowMajor(initial.size(), cells));
        }
        return path;
    }
}
