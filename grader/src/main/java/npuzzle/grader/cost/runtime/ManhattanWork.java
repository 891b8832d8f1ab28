package npuzzle.grader.cost.runtime;

/**
 * Which calls of a student's {@code manhattan()} compute the distance and which read a stored value: code that
 * {@code ManhattanProbeInstrumenter} inserts at the method's entry and before its returns measures the units each
 * call counted, and a call of at least {@link #computingFrom} units is counted as a computation in
 * {@link CallCounter#MANHATTAN_COMPUTATIONS}. Reading a field counts no unit; summing over n^2 tiles counts n^2.
 */
public final class ManhattanWork {
    private static long threshold = Long.MAX_VALUE;
    private static long start;

    private ManhattanWork() {
    }

    /** Makes calls that count at least {@code units} computations, from the next call on. */
    public static void computingFrom(long units) {
        threshold = units;
    }

    /** Marks the entry of a {@code manhattan()} call. */
    public static void entered() {
        start = CostCounter.units();
    }

    /** Marks a return from a {@code manhattan()} call. */
    public static void left() {
        if (CostCounter.units() - start >= threshold) {
            CallCounter.called(CallCounter.MANHATTAN_COMPUTATIONS);
        }
    }
}
