package npuzzle.grader.batch;

import java.util.Objects;
import java.util.Optional;
import npuzzle.grader.report.Report;

/**
 * What became of one submission in a batch.
 *
 * @param id the student's name
 * @param state graded (the report may still score 0, e.g. nothing compiled), reused from an earlier run, or not
 *     graded at all
 * @param report the report, unless not graded
 * @param reason why nothing could be graded, or why the report scores nothing; empty otherwise
 */
public record BatchOutcome(String id, State state, Optional<Report> report, Optional<String> reason) {
    /** How a submission's grading ended; the gradebook writes the lowercase name. */
    public enum State { GRADED, REUSED, NOT_GRADED }

    public BatchOutcome {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(report, "report");
        Objects.requireNonNull(reason, "reason");
        if (report.isEmpty() != (state == State.NOT_GRADED)) {
            throw new IllegalArgumentException(id + ": a report is there exactly when the submission was graded");
        }
    }
}
