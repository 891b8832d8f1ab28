package npuzzle.reference;

import java.time.Duration;
import java.util.OptionalInt;
import npuzzle.reference.optimal.Heuristic;
import npuzzle.reference.optimal.IdaStar;
import npuzzle.reference.optimal.SearchBudgetException;

/**
 * Optimal moves by methods other than those that generate the data set (the breadth-first table and the
 * pattern-database solver): the assignment's A* for n <= 3 and for easy boards, IDA* with Manhattan plus linear
 * conflict for harder 4x4 and 5x5 boards, each within a node budget.
 */
public final class IndependentMoves {
    /** IDA* nodes per board after which a board is reported as not re-verified. */
    public static final long DEFAULT_NODE_BUDGET = 100_000_000L;
    /** A* nodes tried first on boards of side 4 and more: enough for the easy ones. */
    static final long EASY_NODES = 20_000L;

    private final long nodeBudget;

    /** Creates a checker that gives up a board after {@code nodeBudget} search nodes. */
    public IndependentMoves(long nodeBudget) {
        if (nodeBudget < 1) {
            throw new IllegalArgumentException("node budget must be positive, was " + nodeBudget);
        }
        this.nodeBudget = nodeBudget;
    }

    /** Creates a checker without a budget: every board is solved, however long it takes. */
    public static IndependentMoves unlimited() {
        return new IndependentMoves(Long.MAX_VALUE);
    }

    /** The moves found, or none when the board is beyond the budget; {@code method} says which (or why not). */
    public record Result(OptionalInt moves, String method) {
    }

    /** Returns the optimal moves of the solvable {@code board}, or why they were not found. */
    public Result solve(Board board) {
        int n = board.size();
        if (n <= 3) {
            return new Result(OptionalInt.of(new Solver(board).moves()), "A*");
        }
        try {
            return new Result(OptionalInt.of(new Solver(board, Math.min(EASY_NODES, nodeBudget)).moves()), "A*");
        } catch (SearchLimitException e) {
            if (n > 5) {
                return aStar(board);
            }
        }
        String method = "IDA* linear conflict";
        try {
            IdaStar search = new IdaStar(Heuristic.linearConflict(), nodeBudget, Duration.ofDays(365));
            return new Result(OptionalInt.of(search.solve(board).moves()), method);
        } catch (SearchBudgetException e) {
            return new Result(OptionalInt.empty(), "too hard for the independent method: " + method + " gave up after "
                    + nodeBudget + " nodes");
        }
    }

    private Result aStar(Board board) {
        long limit = Math.min(nodeBudget, SolveLimits.aStarNodes(board.size()));
        try {
            return new Result(OptionalInt.of(new Solver(board, limit).moves()), "A*");
        } catch (SearchLimitException e) {
            return new Result(OptionalInt.empty(), "too hard for the independent method: A* gave up after " + limit
                    + " nodes");
        }
    }
}
