package npuzzle.grader.checks.timing;

import npuzzle.grader.cost.CountedSolvers;

/**
 * A seeded puzzle that the plain A* solves within a unit limit, with the reference's work on it: a walk that
 * happens to be hard is replaced by the next seed's, so that the checks on it stay quick.
 *
 * @param name what the puzzle is, e.g. "4x4 after 30 random slides"
 * @param tiles the puzzle
 * @param work the reference's work on it
 */
public record ReferencePuzzle(String name, int[][] tiles, SolverWork work) {
    private static final int MAX_ATTEMPTS = 50;

    /**
     * Returns the first walk of {@code slides} random slides from the n-by-n goal, from seeds {@code seed},
     * {@code seed + 1}, ..., that {@code reference} solves within {@code limit} units.
     *
     * @throws IllegalStateException if none of the first attempts does
     */
    public static ReferencePuzzle pick(CountedSolvers reference, int n, int slides, long seed, long limit) {
        String name = n + "x" + n + " after " + slides + " random slides";
        for (int attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            int[][] tiles = BoardInputs.walked(n, slides, seed + attempt);
            SolverWork work = SolverWork.run(reference, tiles, limit);
            if (work.finished()) {
                return new ReferencePuzzle(name, tiles, work);
            }
        }
        throw new IllegalStateException("no " + name + " from seed " + seed + " that the reference solves within "
                + limit + " units");
    }
}
