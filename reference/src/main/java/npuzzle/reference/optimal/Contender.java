package npuzzle.reference.optimal;

import java.util.Locale;

/** A solver the benchmark compares; {@link #wireName()} is how commands name it. */
public enum Contender {
    /** The assignment's A* ({@link npuzzle.reference.Solver}) with a node limit. */
    ASTAR,
    /** IDA* with the Manhattan distance only, with a node limit. */
    IDA_MANHATTAN,
    /** The {@link OptimalSolver}. */
    OPTIMAL;

    /** Returns the lowercase name, e.g. {@code ida-manhattan}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Returns the contender of a wire name.
     *
     * @throws IllegalArgumentException naming the valid names if there is none
     */
    public static Contender ofWireName(String name) {
        for (Contender contender : values()) {
            if (contender.wireName().equals(name)) {
                return contender;
            }
        }
        throw new IllegalArgumentException("unknown solver '" + name + "', expected astar, ida-manhattan or optimal");
    }
}
