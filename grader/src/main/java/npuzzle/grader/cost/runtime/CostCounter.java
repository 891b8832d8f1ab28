package npuzzle.grader.cost.runtime;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Map;

/**
 * The work counted in instrumented code: one unit per method entry, loop back-edge and exception handler entry,
 * plus a modelled cost for bulk JDK calls (copies, sorts, comparisons) made from that code.
 *
 * <p>The count is one global, unsynchronized {@code long}: the grader measures on one thread, and an increment
 * of a static field keeps the counting cheap. Read {@link #units} before and after the code to measure.
 */
public final class CostCounter {
    /** The fixed units of one {@code String.format}. */
    public static final int FORMAT_UNITS = 200;
    private static long units;
    private static long ceiling = Long.MAX_VALUE;
    private static long boards;
    private static long boardCeiling = Long.MAX_VALUE;

    private CostCounter() {
    }

    /** Returns the units counted since the JVM started or the last {@link #reset}. */
    public static long units() {
        return units;
    }

    /** Sets the count to zero. */
    public static void reset() {
        units = 0;
    }

    /**
     * Makes counting past {@code units} throw {@link CostLimitError} in the code being counted, until
     * {@link #unlimited}: a search that would run far longer than the reference's stops deterministically. The limit
     * stays armed once passed, so counted code that catches the error throws it again at its next unit (the handler's
     * entry counts one) and cannot go on unbudgeted.
     */
    public static void limit(long units) {
        ceiling = units;
    }

    /** Returns the count past which counted code throws, {@code Long.MAX_VALUE} when there is no limit. */
    public static long ceiling() {
        return ceiling;
    }

    /**
     * Sets the count back to {@code units} and the limit to {@code ceiling}: what {@link BoardShadow} counted while
     * judging an answer was the grader's work, not the student's.
     */
    static void restore(long units, long ceiling) {
        CostCounter.units = units;
        CostCounter.ceiling = ceiling;
    }

    /** Returns the Boards made in call-counted Board classes since the JVM started. */
    public static long boards() {
        return boards;
    }

    /**
     * Makes a Board made past {@code boards} throw {@link CostLimitError} in the code that makes it: a search that
     * keeps every board it makes is stopped by its count long before its nodes fill the heap, or before the grader's
     * own work per board (reading a student's board to judge it) runs for long.
     */
    public static void limitBoards(long boards) {
        boardCeiling = boards;
    }

    /** Returns the count of Boards past which making one throws, {@code Long.MAX_VALUE} when there is no limit. */
    public static long boardCeiling() {
        return boardCeiling;
    }

    /** Counts one Board made: called as a call-counted Board's constructor starts. */
    public static void boardMade() {
        if (++boards > boardCeiling) {
            throw new CostLimitError(boardCeiling, true);
        }
    }

    /** Sets the Boards made back to {@code boards} and their limit to {@code ceiling}, as {@link #restore} does. */
    static void restoreBoards(long boards, long ceiling) {
        CostCounter.boards = boards;
        boardCeiling = ceiling;
    }

    /** Lifts the limit set by {@link #limit}. */
    public static void unlimited() {
        ceiling = Long.MAX_VALUE;
    }

    /** Counts one unit: a method entry, a back-edge or a handler entry. */
    public static void tick() {
        if (++units > ceiling) {
            exceeded();
        }
    }

    /** Counts {@code n} units (nothing if negative): the length argument of a bulk call. */
    public static void count(int n) {
        if (n > 0) {
            add(n);
        }
    }

    private static void add(long n) {
        units += n;
        if (units > ceiling) {
            exceeded();
        }
    }

    private static void exceeded() {
        throw new CostLimitError(ceiling);
    }

    /**
     * Counts a {@code String.format} call: its arguments plus {@value #FORMAT_UNITS} for parsing the pattern and
     * building a Formatter, about what a format costs against a loop iteration (500 ns against 1 ns on JDK 17,
     * measured); counted as its arguments alone, a toString() through format in equals looked cheap.
     */
    public static void format(Object arguments) {
        add(FORMAT_UNITS + sizeOf(arguments));
    }

    /** Counts {@code to - from} units: a bulk call over a range. */
    public static void range(int from, int to) {
        count(to - from);
    }

    /** Counts the length of an array argument. */
    public static void length(Object array) {
        if (array != null && array.getClass().isArray()) {
            add(Array.getLength(array));
        }
    }

    /** Counts every element of an array and, recursively, of the arrays it holds. */
    public static void deepLength(Object array) {
        add(deepCount(array));
    }

    private static long deepCount(Object array) {
        if (array == null || !array.getClass().isArray()) {
            return 0;
        }
        int length = Array.getLength(array);
        long total = length;
        if (array instanceof Object[]) {
            for (Object element : (Object[]) array) {
                total += deepCount(element);
            }
        }
        return total;
    }

    /** Counts {@code m log2 m} for sorting an array of length m. */
    public static void sort(Object array) {
        if (array != null && array.getClass().isArray()) {
            add(sortCost(Array.getLength(array)));
        }
    }

    /** Counts {@code m log2 m} for sorting the range {@code [from, to)}. */
    public static void sortRange(int from, int to) {
        add(sortCost(to - from));
    }

    /** Counts {@code m log2 m} for sorting a collection of size m. */
    public static void sortCollection(Object collection) {
        add(sortCost(sizeOf(collection)));
    }

    /** Counts the size of a collection or map (or the length of an array or a char sequence). */
    public static void size(Object container) {
        add(sizeOf(container));
    }

    private static long sortCost(long m) {
        if (m < 2) {
            return Math.max(m, 0);
        }
        return m * (64 - Long.numberOfLeadingZeros(m - 1));
    }

    private static long sizeOf(Object container) {
        if (container instanceof Collection) {
            return ((Collection<?>) container).size();
        }
        if (container instanceof Map) {
            return ((Map<?, ?>) container).size();
        }
        if (container instanceof CharSequence) {
            return ((CharSequence) container).length();
        }
        if (container != null && container.getClass().isArray()) {
            return Array.getLength(container);
        }
        return 0;
    }
}
