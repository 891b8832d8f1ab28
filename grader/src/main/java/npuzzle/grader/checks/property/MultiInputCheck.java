package npuzzle.grader.checks.property;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.reference.Board;

/**
 * Runs a property over every input and, when some fail, throws a {@link CheckFailure} with k of m passed and the
 * smallest failing input, a randomized one shrunk to a smallest board that still fails.
 */
public final class MultiInputCheck {
    private MultiInputCheck() {
    }

    /**
     * Checks {@code property} on every sample.
     *
     * @param what the call being checked, as a student reads it: "hamming()"
     * @param random the source of the shrinker's candidate boards
     * @throws CheckFailure if the property fails on any sample
     */
    public static void verify(String what, List<Sample> samples, SplittableRandom random, Property property) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no inputs for " + what);
        }
        Map<Sample, Mismatch> failing = new IdentityHashMap<>(); // equal boards from two origins count twice
        for (Sample sample : samples) {
            Mismatch mismatch = evaluate(property, sample.board());
            if (mismatch != null) {
                failing.put(sample, mismatch);
            }
        }
        if (failing.isEmpty()) {
            return;
        }
        Sample smallest = failing.keySet().stream().min(Sample.SMALLEST_FIRST).orElseThrow();
        Mismatch mismatch = failing.get(smallest);
        if (smallest.random()) {
            Sample shrunk = Shrinker.shrink(smallest, random, board -> evaluate(property, board) != null);
            Mismatch again = evaluate(property, shrunk.board());
            if (again != null) { // null only when the student's answers change from call to call
                smallest = shrunk;
                mismatch = again;
            }
        }
        int passed = samples.size() - failing.size();
        String message = what + " is wrong on " + failing.size() + " of " + samples.size() + " boards; shown: the "
                + "smallest failing one, " + (smallest.random() ? "a " : "") + smallest.origin();
        throw new CheckFailure(message, new CheckDetails(Boards.format(smallest.board().toArray()),
                mismatch.expected(), mismatch.actual(), mismatch.hint(), passed, samples.size()));
    }

    /** Returns the mismatch on {@code board}, counting a student exception as one. */
    static Mismatch evaluate(Property property, Board board) {
        try {
            return property.check(board);
        } catch (StudentException e) {
            return new Mismatch(null, e.describe(), null);
        }
    }
}
