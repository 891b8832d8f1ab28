package npuzzle.grader.report;

import java.util.List;
import java.util.Objects;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;

/**
 * One check's verdict in a report.
 *
 * @param id the stable id, e.g. {@code board.hamming}
 * @param name the student-facing description
 * @param category the check's category
 * @param visibility whether students see the details
 * @param status how it ended
 * @param score the points earned, {@code 0 <= score <= maxScore}, rounded
 * @param maxScore the points it is worth
 * @param durationMs how long it ran
 * @param message what a student should read, or null; a passed check's is a one-line note, e.g. inputs not judged
 * @param details the failing input, expected and actual values, or null
 * @param output what the check's code printed, truncated, or null
 * @param findings a style check's findings, or null for a check that has none to list
 * @param location where in the student's sources the method it judged is, for a check that did not pass; null when
 *     no place is known
 */
public record CheckResult(String id, String name, Category category, Visibility visibility, Status status,
        double score, double maxScore, long durationMs, String message, CheckDetails details, String output,
        List<StyleFinding> findings, Location location) {
    public CheckResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(visibility, "visibility");
        Objects.requireNonNull(status, "status");
        score = Scores.round(score);
        maxScore = Scores.round(maxScore);
        if (!(maxScore >= 0 && score >= 0 && score <= maxScore) || durationMs < 0) {
            throw new IllegalArgumentException("check " + id + ": need 0 <= score <= maxScore and durationMs >= 0, got "
                    + score + " / " + maxScore + ", " + durationMs + " ms");
        }
        findings = findings == null || findings.isEmpty() ? null : List.copyOf(findings);
    }

    /** Returns the verdict of a check with no location. */
    public CheckResult(String id, String name, Category category, Visibility visibility, Status status,
            double score, double maxScore, long durationMs, String message, CheckDetails details, String output,
            List<StyleFinding> findings) {
        this(id, name, category, visibility, status, score, maxScore, durationMs, message, details, output, findings,
                null);
    }

    /** Returns the verdict of a check with no findings to list. */
    public CheckResult(String id, String name, Category category, Visibility visibility, Status status,
            double score, double maxScore, long durationMs, String message, CheckDetails details, String output) {
        this(id, name, category, visibility, status, score, maxScore, durationMs, message, details, output, null);
    }

    /** Returns this verdict located at {@code where} (null: nowhere known). */
    public CheckResult withLocation(Location where) {
        return new CheckResult(id, name, category, visibility, status, score, maxScore, durationMs, message, details,
                output, findings, where);
    }

    /**
     * Returns whether the check is advice only: a style check worth no points, or a check the version of the
     * assignment runs as advice (status {@link Status#ADVICE}, worth no points); it never decides whether a
     * submission passed.
     */
    public boolean advisory() {
        return (category == Category.STYLE || status == Status.ADVICE) && maxScore == 0;
    }

    /**
     * Returns whether the check is advice that did not pass: advisory and with findings (or a tool that could not
     * run); reports list these after the graded checks, under a heading of their own, never as failures.
     */
    public boolean advice() {
        return advisory() && status != Status.PASSED && status != Status.SKIPPED;
    }

    /** Returns how many findings the check lists (0 for a check that has none). */
    public int findingCount() {
        return findings == null ? 0 : findings.size();
    }

    /** Returns whether the check counts in the grade: a check skipped with no points (turned off) does not. */
    public boolean graded() {
        return !(status == Status.SKIPPED && maxScore == 0);
    }

    /**
     * Returns whether the check lost points only on inputs it could not judge, each charged to another check's
     * mistake ({@link CheckDetails#causes}): it found nothing wrong itself, so reports say it was not judged, not that
     * it failed.
     */
    public boolean notJudged() {
        return status == Status.FAILED && score < maxScore && details != null && !details.causes().isEmpty()
                && details.ownFailures() == 0;
    }

    /** Returns whether the check earned all its points. */
    public boolean passed() {
        return status == Status.PASSED;
    }
}
