package npuzzle.grader.cost.runtime;

import npuzzle.grader.cost.runtime.BoardOracle.Query;

/**
 * The hooks that shadow-instrumented Solver code calls with each answer the student's Board gave it, so that a
 * search that went wrong because the Board answered wrong mid-search (for instance a {@code hamming()} that changes
 * once {@code manhattan()} was called) is charged to the Board, not the Solver: the grader's probes on fresh boards
 * cannot see such a Board, only the calls of a real search can. Each hook returns the answer it was given, so the
 * instrumented call site is unchanged.
 *
 * <p>Inert unless a search {@link #arm armed} it; one global state, on the one thread the grader searches on. While
 * armed, each answer is handed to the {@link BoardOracle} until the first wrong one, after which the shadow is quiet
 * for the rest of the search. The oracle's work (it calls the student's tile accessor) is not the student's: the
 * counted units and Boards and their limits are saved before and restored after, and the oracle runs under its own
 * limit of {@link #ORACLE_UNITS}, so a tile accessor that never returns cannot hang the search. If student code
 * throws in the oracle (or passes that limit), the throw does not reach the search: it is kept as {@link #thrown()}
 * and the shadow is quiet for the rest of the search; it is not a fault, since a throwing accessor is the Board
 * checks' to charge.
 * A hook called again while the oracle runs (student code the oracle called asking the Board) is ignored.
 */
public final class BoardShadow {
    /** The most units student code may count in one oracle call. */
    public static final long ORACLE_UNITS = 10_000_000;
    /**
     * The most answers judged in one search; the shadow is quiet after them. Judging reads the student's boards (on
     * Princeton's versions through toString(), some microseconds each), so this bounds the grader's work in a long
     * search to a few seconds; a Board that answers wrong only after that many calls is not caught mid-search.
     */
    public static final long MOST_CALLS = 200_000;

    private static BoardOracle oracle;
    private static boolean active;
    private static boolean busy;
    private static long calls;
    private static Throwable thrown;

    private BoardShadow() {
    }

    /** Starts shadowing with {@code oracle}, dropping what an earlier search left. */
    public static void arm(BoardOracle oracle) {
        BoardShadow.oracle = oracle;
        active = true;
        busy = false;
        calls = 0;
        thrown = null;
    }

    /** Stops shadowing; the hooks are inert again. */
    public static void disarm() {
        oracle = null;
        active = false;
    }

    /** Returns how many answers the oracle judged since the last {@link #arm}. */
    public static long calls() {
        return calls;
    }

    /** Returns what student code threw in the oracle since the last {@link #arm}, or null. */
    public static Throwable thrown() {
        return thrown;
    }

    /** After {@code board.isGoal()}: returns {@code answer}. */
    public static boolean isGoal(Object board, boolean answer) {
        if (active) {
            judge(Query.IS_GOAL, board, null, answer);
        }
        return answer;
    }

    /** After {@code board.isSolvable()}: returns {@code answer}. */
    public static boolean isSolvable(Object board, boolean answer) {
        if (active) {
            judge(Query.IS_SOLVABLE, board, null, answer);
        }
        return answer;
    }

    /** After {@code board.manhattan()}: returns {@code answer}. */
    public static int manhattan(Object board, int answer) {
        if (active) {
            judge(Query.MANHATTAN, board, null, answer);
        }
        return answer;
    }

    /** After {@code board.hamming()}: returns {@code answer}. */
    public static int hamming(Object board, int answer) {
        if (active) {
            judge(Query.HAMMING, board, null, answer);
        }
        return answer;
    }

    /** After {@code board.neighbors()} (an Iterable, or any type a Board declared it to return): returns {@code answer}. */
    public static Object neighbors(Object board, Object answer) {
        if (active) {
            judge(Query.NEIGHBORS, board, null, answer);
        }
        return answer;
    }

    /** After {@code board.equals(other)}: returns {@code answer}. */
    public static boolean equals(Object board, Object other, boolean answer) {
        if (active) {
            judge(Query.EQUALS, board, other, answer);
        }
        return answer;
    }

    private static void judge(Query query, Object board, Object argument, Object answer) {
        if (busy) {
            return;
        }
        if (calls >= MOST_CALLS) {
            active = false;
            return;
        }
        busy = true;
        long units = CostCounter.units();
        long ceiling = CostCounter.ceiling();
        long boards = CostCounter.boards();
        long boardCeiling = CostCounter.boardCeiling();
        CostCounter.limit(units + ORACLE_UNITS);
        CostCounter.limitBoards(Long.MAX_VALUE);
        try {
            calls++;
            if (!oracle.right(query, board, argument, answer)) {
                active = false;
            }
        } catch (RuntimeException | StackOverflowError | CostLimitError e) {
            thrown = e;
            active = false;
        } finally {
            CostCounter.restore(units, ceiling);
            CostCounter.restoreBoards(boards, boardCeiling);
            busy = false;
        }
    }
}
