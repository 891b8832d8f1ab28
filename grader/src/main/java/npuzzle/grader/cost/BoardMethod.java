package npuzzle.grader.cost;

import npuzzle.grader.cost.runtime.CallCounter;

/**
 * The Board methods whose calls a Solver makes are counted (a construction is the constructor that does the work),
 * and, on a student's own Board, the calls of {@code manhattan()} that computed the distance
 * ({@link ManhattanProbeInstrumenter}).
 */
public enum BoardMethod {
    CONSTRUCTION("<init>", null),
    NEIGHBORS("neighbors", "()Ljava/lang/Iterable;"),
    EQUALS("equals", "(Ljava/lang/Object;)Z"),
    HAMMING("hamming", "()I"),
    MANHATTAN("manhattan", "()I"),
    IS_GOAL("isGoal", "()Z"),
    TO_STRING("toString", "()Ljava/lang/String;"),
    HASH_CODE("hashCode", "()I"),
    MANHATTAN_COMPUTATION(null, null);

    private final String name;
    private final String descriptor;

    BoardMethod(String name, String descriptor) {
        this.name = name;
        this.descriptor = descriptor;
    }

    /** Returns the counted method with this name and descriptor, or null; constructors all match here. */
    static BoardMethod of(String name, String descriptor) {
        for (BoardMethod method : values()) {
            if (name.equals(method.name) && (method.descriptor == null || method.descriptor.equals(descriptor))) {
                return method;
            }
        }
        return null;
    }

    /** Returns the calls counted since {@link #resetAll}. */
    public long count() {
        return CallCounter.count(this == MANHATTAN_COMPUTATION ? CallCounter.MANHATTAN_COMPUTATIONS : ordinal());
    }

    /** Sets every method's count to zero. */
    public static void resetAll() {
        CallCounter.reset();
    }
}
