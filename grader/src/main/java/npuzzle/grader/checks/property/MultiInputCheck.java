package npuzzle.grader.checks.property;

import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.Replay;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * Runs a property over every input and, when some fail, throws a {@link CheckFailure} with k of m passed and the
 * smallest failing input, a randomized one shrunk to a smallest board that still fails, with the student's solution on
 * it when the mismatch carries one. Inputs the property does not
 * judge ({@link NotJudged}) count neither way; the check says once how many and why. Each input runs within an
 * {@link InputLimit} of counted work.
 */
public final class MultiInputCheck {
    /**
     * Whether a check ends at its first input that fails or is not judged (either fails the check), unexplained: a
     * child JVM that runs edits of the student's code asks of each check only whether it passes (see
     * {@code VariantRun}), and most edits fail an early input.
     */
    private static volatile boolean passOrFailOnly;

    private MultiInputCheck() {
    }

    /**
     * Makes every check of this JVM end at its first input that fails or is not judged, with no counterexample shrunk
     * or counted ({@code true}), or judge every input as a grading does ({@code false}, the default).
     */
    public static void passOrFailOnly(boolean only) {
        passOrFailOnly = only;
    }

    /**
     * Runs a check that has a precondition over every input besides its judging of each: the precondition first, so
     * that its failure is the one reported, or, where a check need only pass or fail, the judging first, since its
     * first failing input ends it before the precondition runs every input.
     */
    public static void requireBoth(Runnable precondition, Runnable judging) {
        if (passOrFailOnly) {
            judging.run();
            precondition.run();
        } else {
            precondition.run();
            judging.run();
        }
    }

    /**
     * Checks {@code property} on every sample.
     *
     * @param what the call being checked, as a student reads it: "hamming()"
     * @param random the source of the shrinker's candidate boards
     * @throws CheckFailure if the property fails on any sample it judges, or does not judge some sample
     */
    public static void verify(String what, List<Sample> samples, SplittableRandom random, Property property) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no inputs for " + what);
        }
        InputLimit limit = new InputLimit();
        if (property instanceof SameAnswer<?> same) {
            same.forget();
        }
        Map<Sample, Mismatch> failing = new IdentityHashMap<>(); // equal boards from two origins count twice
        Map<String, Integer> reasons = new LinkedHashMap<>();
        Map<String, Integer> causes = new LinkedHashMap<>();
        for (Sample sample : samples) {
            try {
                Mismatch mismatch = evaluate(property, sample.board(), limit);
                if (mismatch != null && passOrFailOnly) {
                    throw new CheckFailure(what + " is wrong on " + sample.origin(), null);
                }
                if (mismatch != null) {
                    failing.put(sample, mismatch);
                }
            } catch (NotJudged e) {
                if (passOrFailOnly) { // an input not judged fails the check as well
                    throw new CheckFailure(what + " is not judged on " + sample.origin(), null);
                }
                reasons.merge(e.reason(), 1, Integer::sum);
                causes.merge(e.cause(), 1, Integer::sum);
            }
        }
        int judged = samples.size() - causes.values().stream().mapToInt(Integer::intValue).sum();
        int passed = judged - failing.size();
        if (property instanceof SameAnswer<?> same && same.constant() != null) {
            throw new CheckFailure(what + " gave " + same.constant() + " on every board, where the right answers "
                    + "differ: a constant is right on some boards by chance, so no point is earned", new CheckDetails(
                    null, "answers that differ from board to board", same.constant() + " on every board", null, 0,
                    samples.size()));
        }
        String unjudged = NotJudged.summary(reasons, samples.size());
        if (failing.isEmpty()) {
            if (unjudged == null) {
                return;
            }
            String message = NotJudged.message(judged, what + " is right on the " + judged + " boards judged",
                    unjudged);
            throw new CheckFailure(message, new CheckDetails(null, null, null, null, passed, samples.size(), null,
                    causes));
        }
        Sample smallest = failing.keySet().stream().min(Sample.SMALLEST_FIRST).orElseThrow();
        Mismatch mismatch = failing.get(smallest);
        if (smallest.random()) {
            Sample shrunk = Shrinker.shrink(smallest, random, board -> judgedMismatch(property, board, limit) != null);
            Mismatch again = judgedMismatch(property, shrunk.board(), limit);
            if (again != null) { // null only when the student's answers change from call to call
                smallest = shrunk;
                mismatch = again;
            }
        }
        String message = what + " is wrong on " + failing.size() + " of " + judged + (unjudged == null ? "" : " judged")
                + " boards; shown: the smallest failing one, " + (smallest.random() ? "a " : "") + smallest.origin()
                + (unjudged == null ? "" : " (" + unjudged + ")");
        throw new CheckFailure(message, new CheckDetails(Boards.format(smallest.board().toArray()),
                mismatch.expected(), mismatch.actual(), mismatch.hint(), passed, samples.size(),
                mismatch.solution() == null ? null : Replay.of(smallest.board(), mismatch.solution()), causes,
                mismatch.call()));
    }

    /** Returns the mismatch on a shrinker's candidate, or null when it passes or is not judged. */
    private static Mismatch judgedMismatch(Property property, Board board, InputLimit limit) {
        try {
            return evaluate(property, board, limit);
        } catch (NotJudged e) {
            return null;
        }
    }

    /** Returns the mismatch on {@code board}, counting a student exception and a passed work limit as one. */
    static Mismatch evaluate(Property property, Board board, InputLimit limit) {
        long units = limit.units(board.size());
        try {
            return WorkLimit.within(units, () -> property.check(board));
        } catch (StudentException e) {
            if (!WorkLimit.passed(e)) {
                return new Mismatch(null, e.describe(), null);
            }
            limit.passed();
            return new Mismatch(null, (e.call() == null ? "your code" : e.call()) + " did not finish within "
                    + units + " units of counted work on this board (an endless loop?)", null);
        }
    }
}
