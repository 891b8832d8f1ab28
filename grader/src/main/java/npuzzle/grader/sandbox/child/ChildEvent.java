package npuzzle.grader.sandbox.child;

import java.util.Objects;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.report.Status;

/** A message from the child JVM to the parent over the private channel, one JSON object per line. */
public sealed interface ChildEvent {
    /** The child has loaded the student's classes and is about to run the checks. */
    record Ready() implements ChildEvent {
    }

    /** A check began; the parent's per-check timeout runs from here. */
    record CheckStarted(String id) implements ChildEvent {
        public CheckStarted {
            Objects.requireNonNull(id, "id");
        }
    }

    /**
     * A check ended.
     *
     * @param id the check's id
     * @param status passed, failed, error or skipped (never timeout: only the parent decides that)
     * @param fraction the share of the check's points earned, 0 to 1
     * @param message one line a student can act on; for a passed check its notes ({@code CheckNotes}), or null
     * @param details the failing input, expected and actual values, or null
     * @param output what the check's code printed, capped, or null when it printed nothing
     */
    record CheckFinished(String id, Status status, double fraction, String message, CheckDetails details,
            String output) implements ChildEvent {
        public CheckFinished {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(status, "status");
            if (!(fraction >= 0 && fraction <= 1)) {
                throw new IllegalArgumentException("fraction must be in [0, 1], got " + fraction);
            }
        }
    }

    /** The running check began work that other checks share ({@code SharedWork}), named by its key. */
    record WorkStarted(String key) implements ChildEvent {
        public WorkStarted {
            Objects.requireNonNull(key, "key");
        }
    }

    /** The shared work named by {@code key} ended, done or thrown. */
    record WorkEnded(String key) implements ChildEvent {
        public WorkEnded {
            Objects.requireNonNull(key, "key");
        }
    }

    /** Every selected check has finished; the child exits next. */
    record Done() implements ChildEvent {
    }
}
