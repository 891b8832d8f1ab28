package npuzzle.grader.cost;

import java.util.function.Supplier;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;

/**
 * Runs counted code with a limit on the units it may count, so that code which would run too long stops at the
 * same point on every run and every machine, whatever the load. Limits nest: the inner limit holds while the inner
 * code runs, and the units it counted are not charged to the enclosing limit.
 */
public final class WorkLimit {
    private WorkLimit() {
    }

    /**
     * Returns what {@code work} returns; past {@code units} counted units the counted code throws a
     * {@link CostLimitError}, which reaches the caller (wrapped, when student code was called by reflection).
     */
    public static <T> T within(long units, Supplier<T> work) {
        long start = CostCounter.units();
        long outer = CostCounter.ceiling();
        CostCounter.limit(plus(start, units));
        try {
            return work.get();
        } finally {
            CostCounter.limit(outer == Long.MAX_VALUE ? outer : plus(outer, CostCounter.units() - start));
        }
    }

    /**
     * Returns what {@code work} returns, within {@code units} like {@link #within(long, Supplier)} and within
     * {@code boards} Boards made in call-counted Board classes: past either, the counted code throws a
     * {@link CostLimitError}.
     */
    public static <T> T within(long units, long boards, Supplier<T> work) {
        long start = CostCounter.boards();
        long outer = CostCounter.boardCeiling();
        CostCounter.limitBoards(plus(start, boards));
        try {
            return within(units, work);
        } finally {
            CostCounter.limitBoards(outer == Long.MAX_VALUE ? outer : plus(outer, CostCounter.boards() - start));
        }
    }

    /** Runs {@code work} like {@link #within(long, Supplier)}. */
    public static void run(long units, Runnable work) {
        within(units, () -> {
            work.run();
            return null;
        });
    }

    /** Returns the passed limit that {@code thrown} is or wraps, or null. */
    public static CostLimitError passedLimit(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof CostLimitError limit) {
                return limit;
            }
        }
        return null;
    }

    /** Returns whether {@code thrown}, or what it wraps, is a passed work limit. */
    public static boolean passed(Throwable thrown) {
        return passedLimit(thrown) != null;
    }

    private static long plus(long a, long b) {
        return b > Long.MAX_VALUE - a ? Long.MAX_VALUE : a + b;
    }
}
