package npuzzle.reference.optimal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import npuzzle.reference.Board;
import npuzzle.reference.SearchLimitException;
import npuzzle.reference.Solver;

/**
 * Runs the {@link Contender}s on the same boards, recording moves, nodes generated and time per board; the
 * baselines get node limits so that a hard board is given up instead of exhausting memory or time.
 */
public final class Benchmark {
    private final OptimalSolver optimal;
    private final long aStarNodeLimit;
    private final long idaNodeLimit;
    private final Duration timeLimit;

    /** Creates a benchmark with the given optimal solver and limits for the A* and IDA* Manhattan baselines. */
    public Benchmark(OptimalSolver optimal, long aStarNodeLimit, long idaNodeLimit, Duration timeLimit) {
        this.optimal = optimal;
        this.aStarNodeLimit = aStarNodeLimit;
        this.idaNodeLimit = idaNodeLimit;
        this.timeLimit = timeLimit;
        new IdaStar(Heuristic.manhattan(), idaNodeLimit, timeLimit); // validates the limits
        if (aStarNodeLimit <= 0) {
            throw new IllegalArgumentException("the A* node limit must be positive, was " + aStarNodeLimit);
        }
    }

    /** Solves every board with {@code contender} on {@code jobs} threads; attempts are in board order. */
    public List<Attempt> run(Contender contender, List<Board> boards, int jobs) {
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<Attempt>> futures = new ArrayList<>();
            for (Board board : boards) {
                futures.add(pool.submit(() -> attempt(contender, board)));
            }
            List<Attempt> attempts = new ArrayList<>();
            for (Future<Attempt> future : futures) {
                attempts.add(future.get());
            }
            return attempts;
        } catch (ExecutionException e) {
            throw new IllegalStateException("benchmark failed: " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("benchmark interrupted", e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Returns one attempt; an unsolvable board throws IllegalArgumentException as the solvers do. */
    Attempt attempt(Contender contender, Board board) {
        long start = System.nanoTime();
        try {
            switch (contender) {
                case ASTAR -> {
                    Solver solver = new Solver(board, aStarNodeLimit);
                    return new Attempt(solver.moves(), solver.nodesCreated(), System.nanoTime() - start, "");
                }
                case IDA_MANHATTAN -> {
                    OptimalSolution solution = new IdaStar(Heuristic.manhattan(), idaNodeLimit, timeLimit).solve(board);
                    return new Attempt(solution.moves(), solution.nodesGenerated(), solution.nanos(), "");
                }
                default -> {
                    OptimalSolution solution = optimal.solve(board);
                    return new Attempt(solution.moves(), solution.nodesGenerated(), solution.nanos(), "");
                }
            }
        } catch (SearchLimitException e) {
            return new Attempt(-1, e.nodeLimit(), System.nanoTime() - start, "over " + e.nodeLimit() + " nodes");
        } catch (SearchBudgetException e) {
            return new Attempt(-1, e.nodes(), System.nanoTime() - start, e.shortReason());
        }
    }
}
