package npuzzle.grader.checks;

import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import npuzzle.grader.checks.property.NotJudged;

/**
 * Work that several checks share, such as the Solver's searches on its own Board, named by a key, and told to the
 * parent as it starts and ends: a check stopped by its time limit while such work was running takes that work
 * down with it, and the parent hands the key to the next child JVM as spoiled. A check that then needs spoiled work
 * is not judged, charged to the check that ran out of time, instead of running the same searches into the same limit
 * again. The child gives its grading context the hooks and the spoiled work ({@link GradingContext#sharedWork});
 * without them ({@link #UNTOLD}), nothing is told and nothing is spoiled.
 */
public final class SharedWork {
    /** The searches of the student's Solver on its own Board, shared by the Solver checks. */
    public static final String OWN_BOARD_SEARCHES = "solver searches on the student's Board";
    /** The searches of the student's Solver on the reference Board, shared by the Solver checks. */
    public static final String REFERENCE_BOARD_SEARCHES = "solver searches on the reference Board";
    /** The timing checks' searches beside the plain A*, shared by the timing and memory checks. */
    public static final String TIMING_SEARCHES = "timing searches beside the plain A*";
    /** The timing checks' searches with the student's own Board. */
    public static final String OWN_BOARD_TIMING = "timing searches with the student's Board";

    /** Shared work that tells no one and of which nothing is spoiled, as outside the child JVM. */
    public static final SharedWork UNTOLD = new SharedWork(key -> { }, key -> { }, Map.of());

    private final Consumer<String> started;
    private final Consumer<String> ended;
    private final Map<String, String> spoiled;

    /**
     * Returns shared work told to the parent through the given hooks, with the work spoiled in earlier child JVMs.
     *
     * @param spoiled the check that ran out of time during each spoiled work, by key
     */
    public SharedWork(Consumer<String> started, Consumer<String> ended, Map<String, String> spoiled) {
        this.started = Objects.requireNonNull(started);
        this.ended = Objects.requireNonNull(ended);
        this.spoiled = Map.copyOf(spoiled);
    }

    /**
     * Runs {@code work} under {@code key}, telling the parent when it starts and ends.
     *
     * @throws CheckFailure not judged, if the work was spoiled in an earlier child JVM
     */
    public <T> T run(String key, Supplier<T> work) {
        requireUnspoiled(key);
        started.accept(key);
        try {
            return work.get();
        } finally {
            ended.accept(key);
        }
    }

    /**
     * Throws unless the work is unspoiled.
     *
     * @throws CheckFailure not judged, charged to the check that ran out of time during the work
     */
    public void requireUnspoiled(String key) {
        String charged = spoiled.get(key);
        if (charged != null) {
            throw new CheckFailure(NotJudged.NOTHING_JUDGED + "this check needs the " + key + ", which ran out of"
                    + " time in " + charged + " and are not run again (charged by " + charged + ")",
                    CheckDetails.notJudged(charged, 1));
        }
    }
}
