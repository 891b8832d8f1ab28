package npuzzle.reference.play;

import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Function;
import npuzzle.reference.Board;
import npuzzle.reference.optimal.OptimalSolution;
import npuzzle.reference.optimal.OptimalSolver;
import npuzzle.reference.optimal.SearchBudgetException;

/**
 * The optimal solver's answers for the boards the game shows, computed on an executor so the screen never waits.
 *
 * <p>{@link #adviceFor} answers at once: from what is known, else {@link Advice#COMPUTING} while the search runs.
 * Only the board asked for last is searched; a board asked for and left before its turn is skipped. A shortest
 * solution also tells the answer for every board on it, so following a hint or watching a solve needs no search.
 */
public final class Advisor {
    /** Time after which a board of side 5 or more is not computed. */
    public static final Duration LARGE_BOARD_TIME_LIMIT = Duration.ofSeconds(1);
    /** Time after which a 4x4 board is not computed: a minute covers all but the hardest few. */
    public static final Duration FOUR_BY_FOUR_TIME_LIMIT = Duration.ofMinutes(1);
    private static final int KNOWN_LIMIT = 10_000;

    private final Function<Board, OptimalSolution> solver;
    private final Executor executor;
    private final Map<Board, Advice> known = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Board, Advice> eldest) {
            return size() > KNOWN_LIMIT;
        }
    };
    private final Set<Board> queued = new HashSet<>();
    private Board wanted;

    /** Creates an advisor that runs {@code solver} (which may throw {@link SearchBudgetException}) on {@code executor}. */
    public Advisor(Function<Board, OptimalSolution> solver, Executor executor) {
        this.solver = solver;
        this.executor = executor;
    }

    /**
     * Returns an advisor for boards of side n searching on one background thread: the breadth-first table for
     * n &lt;= 3, and for larger n the optimal solver within {@link #FOUR_BY_FOUR_TIME_LIMIT} (n = 4) or
     * {@link #LARGE_BOARD_TIME_LIMIT} (n &gt;= 5). Building pattern databases on first use is not counted.
     */
    public static Advisor inBackground(OptimalSolver solver, int n) {
        OptimalSolver budgeted = solver.withLimits(OptimalSolver.DEFAULT_NODE_LIMIT,
                n >= 5 ? LARGE_BOARD_TIME_LIMIT : FOUR_BY_FOUR_TIME_LIMIT);
        Executor worker = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "optimal-solver");
            thread.setDaemon(true);
            return thread;
        });
        return new Advisor(budgeted::solve, worker);
    }

    /** Returns what is known about {@code board}, starting its search if nothing is. */
    public synchronized Advice adviceFor(Board board) {
        Advice advice = known.get(board);
        if (advice != null) {
            return advice;
        }
        if (!board.isSolvable()) {
            known.put(board, Advice.UNSOLVABLE);
            return Advice.UNSOLVABLE;
        }
        wanted = board;
        if (queued.add(board)) {
            executor.execute(() -> search(board));
        }
        return known.getOrDefault(board, Advice.COMPUTING);
    }

    private void search(Board board) {
        synchronized (this) {
            if (!board.equals(wanted)) {
                queued.remove(board);
                return;
            }
        }
        Advice advice;
        try {
            advice = new Advice.Known(solver.apply(board).path());
        } catch (SearchBudgetException e) {
            advice = new Advice.NotComputed(e.shortReason());
        } catch (RuntimeException e) {
            advice = new Advice.NotComputed(String.valueOf(e.getMessage()));
        }
        synchronized (this) {
            remember(board, advice);
            queued.remove(board);
        }
    }

    private void remember(Board board, Advice advice) {
        known.put(board, advice);
        if (advice instanceof Advice.Known solution) {
            List<Board> path = solution.path();
            for (int k = 0; k < path.size(); k++) {
                known.put(path.get(k), new Advice.Known(path.subList(k + 1, path.size())));
            }
        }
    }
}
