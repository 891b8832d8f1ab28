package npuzzle.grader.cost.runtime;

/**
 * What {@link BoardShadow} asks about each answer the student's Board gave the student's Solver during a search:
 * whether the reference Board, on the same tiles, answers the same. It is an interface here, implemented by the
 * grader, because instrumented student code sees only this package; the grader's implementation reads the student
 * board's tiles (through the student's own tile accessor) and keeps the first wrong answer it is shown.
 */
public interface BoardOracle {
    /** The Board queries of a Solver that are shadowed. */
    enum Query {
        IS_GOAL("isGoal()"), IS_SOLVABLE("isSolvable()"), MANHATTAN("manhattan()"), HAMMING("hamming()"),
        NEIGHBORS("neighbors()"), EQUALS("equals(Object)");

        private final String call;

        Query(String call) {
            this.call = call;
        }

        /** Returns the call as a student writes it, e.g. {@code isGoal()}. */
        public String call() {
            return call;
        }
    }

    /**
     * Returns whether {@code answer} is the reference Board's answer to {@code query} on the tiles of {@code board};
     * when it is not, the oracle keeps it as the fault. It may call the student's code, which may throw.
     *
     * @param board the student's board the Solver asked
     * @param argument what equals was given; null for the other queries
     * @param answer what the student's Board answered: a Boolean, an Integer, or the Iterable of neighbors()
     */
    boolean right(Query query, Object board, Object argument, Object answer);
}
