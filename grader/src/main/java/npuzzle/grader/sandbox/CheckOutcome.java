package npuzzle.grader.sandbox;

import java.util.List;
import java.util.Objects;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.StyleFinding;

/**
 * How one check ended, as the parent recorded it from the channel or from the watchdog.
 *
 * @param id the check's id
 * @param status how it ended
 * @param fraction the share of its points earned, 0 to 1
 * @param message what a student should read, or null; a passed check's is a one-line note
 * @param details the failing input, expected and actual values, or null
 * @param output what the check's code printed, capped, or null
 * @param durationMs the time from its start event to its end, as the parent measured it
 * @param findings a style check's findings (see {@link StyleFinding}), empty for every other check
 */
public record CheckOutcome(String id, Status status, double fraction, String message, CheckDetails details,
        String output, long durationMs, List<StyleFinding> findings) {
    /** How the message of a check that never started, or could not run the student's code, begins. */
    public static final String NOT_RUN = CheckFailure.NOT_RUN;

    public CheckOutcome {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(status, "status");
        if (!(fraction >= 0 && fraction <= 1) || durationMs < 0) {
            throw new IllegalArgumentException("need 0 <= fraction <= 1 and durationMs >= 0: " + fraction + ", "
                    + durationMs);
        }
        findings = findings == null ? List.of() : List.copyOf(findings);
    }

    /** Returns the outcome of a check with no findings to list. */
    public CheckOutcome(String id, Status status, double fraction, String message, CheckDetails details,
            String output, long durationMs) {
        this(id, status, fraction, message, details, output, durationMs, List.of());
    }

    /** Returns whether the check ran the student's code, so that its status is a verdict on that code. */
    public boolean ran() {
        return message == null || !message.startsWith(NOT_RUN);
    }

    /** Returns the outcome of a check that failed for the given reason, with no details. */
    public static CheckOutcome failed(String id, String message) {
        return new CheckOutcome(id, Status.FAILED, 0, message, null, null, 0);
    }

    /** Returns the outcome of a check that is not graded, for the given reason. */
    public static CheckOutcome skipped(String id, String reason) {
        return new CheckOutcome(id, Status.SKIPPED, 0, reason, null, null, 0);
    }

    /** Returns the outcome of a check that did not end on its own: 0 points, no details. */
    static CheckOutcome stopped(String id, Status status, String message, long durationMs) {
        return new CheckOutcome(id, status, 0, message, null, null, durationMs);
    }
}
