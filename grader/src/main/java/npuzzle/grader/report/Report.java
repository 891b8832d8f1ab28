package npuzzle.grader.report;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The verdict on one submission, written as versioned JSON ({@value #SCHEMA}) and on the console.
 *
 * @param schema the report format's version
 * @param submission what was graded
 * @param grader what graded it, and with which seed and configuration
 * @param compile whether the sources compiled, and the compiler's messages
 * @param checks every check's verdict, in report order
 * @param categories the totals per category
 * @param score the points earned, rounded
 * @param maxScore the points available
 * @param startedAt when grading began
 * @param durationMs how long grading took
 * @param incidents what the grader refused or ignored on the child's channel (forged or stray events)
 * @param causes every lost point by its cause, each cause once with its whole cost, the costliest first
 */
public record Report(String schema, Submission submission, Grader grader, Compile compile, List<CheckResult> checks,
        List<CategoryScore> categories, double score, double maxScore, Instant startedAt, long durationMs,
        List<String> incidents, List<Cause> causes) {
    /** The report format written by this version. */
    public static final String SCHEMA = "npuzzle-grader/report/5";

    /** Returns a report with no causes listed. */
    public Report(String schema, Submission submission, Grader grader, Compile compile, List<CheckResult> checks,
            List<CategoryScore> categories, double score, double maxScore, Instant startedAt, long durationMs,
            List<String> incidents) {
        this(schema, submission, grader, compile, checks, categories, score, maxScore, startedAt, durationMs,
                incidents, List.of());
    }

    /** The submission: its name and every source file with its SHA-256. */
    public record Submission(String id, List<SourceFile> files) {
        public Submission {
            Objects.requireNonNull(id, "id");
            files = List.copyOf(files);
        }
    }

    /** A source file, relative to the submission, and the hex SHA-256 of its bytes. */
    public record SourceFile(String path, String sha256) {
        public SourceFile {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(sha256, "sha256");
        }
    }

    /** The grader's version, the Java it ran on, the seed and the hash of the grading configuration. */
    public record Grader(String version, String javaVersion, long seed, String configHash, String assignment) {
        public Grader {
            Objects.requireNonNull(version, "version");
            Objects.requireNonNull(javaVersion, "javaVersion");
            Objects.requireNonNull(configHash, "configHash");
        }

        /** A grader of this course's version of the assignment. */
        public Grader(String version, String javaVersion, long seed, String configHash) {
            this(version, javaVersion, seed, configHash, "umb-cs210");
        }
    }

    /** Whether every source compiled, and what the compiler said. */
    public record Compile(boolean ok, List<Diagnostic> diagnostics) {
        public Compile {
            diagnostics = List.copyOf(diagnostics);
        }
    }

    public Report {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(submission, "submission");
        Objects.requireNonNull(grader, "grader");
        Objects.requireNonNull(compile, "compile");
        checks = List.copyOf(checks);
        categories = List.copyOf(categories);
        score = Scores.round(score);
        maxScore = Scores.round(maxScore);
        Objects.requireNonNull(startedAt, "startedAt");
        incidents = List.copyOf(incidents);
        causes = causes == null ? List.of() : List.copyOf(causes);
        if (!(score >= 0 && score <= maxScore) || durationMs < 0) {
            throw new IllegalArgumentException("need 0 <= score <= maxScore and durationMs >= 0, got " + score + " / "
                    + maxScore + ", " + durationMs + " ms");
        }
    }

    /** Returns this report with {@code others} as its causes. */
    public Report withCauses(List<Cause> others) {
        return new Report(schema, submission, grader, compile, checks, categories, score, maxScore, startedAt,
                durationMs, incidents, others);
    }

    /** Returns the causes as students may read them: a hidden check's cause without what it saw. */
    public List<Cause> publicCauses() {
        List<Cause> shown = new ArrayList<>();
        for (Cause cause : causes) {
            boolean hidden = checks.stream().anyMatch(check -> check.id().equals(cause.check())
                    && check.visibility() != Visibility.PUBLIC);
            shown.add(hidden ? new Cause(cause.check(), "a hidden check", cause.points(), cause.charges(),
                    cause.location(), null) : cause);
        }
        return shown;
    }

    /** Returns whether every check passed, was skipped (not graded) or is advice only ({@link CheckResult#advisory}). */
    public boolean allPassed() {
        return checks.stream().allMatch(check -> check.passed() || check.status() == Status.SKIPPED
                || check.advisory());
    }

    /** Returns the advice: the checks worth no points that found something ({@link CheckResult#advice}), in order. */
    public List<CheckResult> advice() {
        return checks.stream().filter(CheckResult::advice).toList();
    }

    /** Returns how many findings the advice lists in all. */
    public int adviceFindings() {
        return advice().stream().mapToInt(CheckResult::findingCount).sum();
    }
}
