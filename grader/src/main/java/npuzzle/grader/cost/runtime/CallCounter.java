package npuzzle.grader.cost.runtime;

/**
 * Calls of the Board methods a Solver uses, counted at their entry by code that call-counting instrumentation
 * inserts into a Board class; the methods are numbered by the grader. One global count, read on one thread.
 */
public final class CallCounter {
    /** The number under which the calls of a student's {@code manhattan()} that compute it are counted. */
    public static final int MANHATTAN_COMPUTATIONS = 15;

    private static final long[] COUNTS = new long[16];

    private CallCounter() {
    }

    /** Counts one call of method number {@code method}. */
    public static void called(int method) {
        COUNTS[method]++;
    }

    /** Returns the calls of method number {@code method} since the last {@link #reset}. */
    public static long count(int method) {
        return COUNTS[method];
    }

    /** Sets every count to zero. */
    public static void reset() {
        java.util.Arrays.fill(COUNTS, 0);
    }
}
