package npuzzle.grader.checks.timing;

import java.lang.reflect.InvocationTargetException;
import java.util.EnumMap;
import java.util.Map;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.cost.BoardMethod;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.grader.cost.runtime.EqualsWitness;
import npuzzle.grader.cost.runtime.ExpansionWitness;
import npuzzle.grader.cost.runtime.ManhattanWork;
import npuzzle.grader.cost.runtime.QueueWatch;

/**
 * The work of one Solver on one puzzle: the units counted in all its code and the reference Board's, how many
 * times it called each Board method, what it did with its priority queue and which boards it compared; or that it
 * passed its unit limit before finishing.
 *
 * @param units the units counted, the Board's included
 * @param calls the calls of each Board method, the initial board's construction included
 * @param finished whether the search finished within the limit
 * @param moves what {@code moves()} returned, or -1 if the search did not finish
 * @param queue the priority-queue operations and the writes to queued objects (none on the student's own Board,
 *     whose copy is not watched)
 * @param comparisons the reference Board's {@code equals} calls and which were not with a neighbor's neighbor
 * @param order the order in which the search expanded the reference Board's boards
 */
public record SolverWork(long units, Map<BoardMethod, Long> calls, boolean finished, int moves,
        QueueWatch.Seen queue, EqualsWitness.Seen comparisons, ExpansionWitness.Seen order) {
    public SolverWork {
        calls = Map.copyOf(calls);
    }

    /** What {@link #moves} holds when the search threw. */
    static final int THREW = -2;

    /**
     * Builds the board, solves it, reads {@code moves()} and walks {@code solution()}, counting all of it; the queue
     * and the comparisons are not watched (each seen as nothing).
     *
     * @param limit the most units the whole run may take
     */
    public static SolverWork run(CountedSolvers solvers, int[][] tiles, long limit) {
        return run(solvers, tiles, limit, false);
    }

    /**
     * Runs like {@link #run(CountedSolvers, int[][], long)}, watching the priority queue, the reference Board's
     * comparisons and the order of its expansions if {@code watched}: the watches record every queued node and every board made, which costs time.
     */
    public static SolverWork run(CountedSolvers solvers, int[][] tiles, long limit, boolean watched) {
        BoardMethod.resetAll();
        ManhattanWork.computingFrom(Math.max(1, tiles.length * tiles.length / 2));
        long before = CostCounter.units();
        boolean finished = true;
        int moves = -1;
        if (watched) {
            QueueWatch.start();
            EqualsWitness.start();
            ExpansionWitness.start();
        }
        try {
            moves = WorkLimit.within(limit, () -> solve(solvers, tiles));
        } catch (CostLimitError e) {
            finished = false;
        } catch (RuntimeException e) {
            moves = THREW; // the search ended with an exception: no right answer, judged by the correctness checks
        }
        QueueWatch.Seen queue = watched ? QueueWatch.stop() : QueueWatch.Seen.NOTHING;
        EqualsWitness.Seen comparisons = watched ? EqualsWitness.stop() : EqualsWitness.Seen.NOTHING;
        ExpansionWitness.Seen order = watched ? ExpansionWitness.stop() : ExpansionWitness.Seen.NOTHING;
        long units = CostCounter.units() - before;
        Map<BoardMethod, Long> calls = new EnumMap<>(BoardMethod.class);
        for (BoardMethod method : BoardMethod.values()) {
            calls.put(method, method.count());
        }
        return new SolverWork(units, calls, finished, moves, queue, comparisons, order);
    }

    /** Returns moves() after solving and walking solution(); a passed limit is thrown as the CostLimitError. */
    private static int solve(CountedSolvers solvers, int[][] tiles) {
        try {
            Object board = solvers.board().getConstructor(int[][].class).newInstance((Object) tiles);
            ExpansionWitness.initial(board);
            Object solver = SolverType.constructor(solvers.solver(), solvers.board()).newInstance(board);
            int moves = (Integer) solvers.solver().getMethod("moves").invoke(solver);
            walk(solvers.solver().getMethod("solution").invoke(solver));
            return moves;
        } catch (InvocationTargetException e) {
            throw rethrow(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot run " + solvers.solver().getName() + ": " + e, e);
        }
    }

    private static int walk(Object solution) {
        int steps = 0;
        if (solution instanceof Iterable) {
            for (Object ignored : (Iterable<?>) solution) {
                steps++;
            }
        }
        return steps;
    }

    /** Returns the calls of {@code method} the run made. */
    public long calls(BoardMethod method) {
        return calls.get(method);
    }

    private static RuntimeException rethrow(Throwable thrown) {
        if (thrown instanceof RuntimeException) {
            return (RuntimeException) thrown;
        }
        if (thrown instanceof Error) {
            throw (Error) thrown;
        }
        return new IllegalStateException("Solver threw " + thrown, thrown);
    }
}
