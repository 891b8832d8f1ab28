package npuzzle.grader.report;

import com.google.gson.annotations.SerializedName;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import npuzzle.grader.GraderJson;

/**
 * Formats a report as Gradescope's {@code results.json}: the score, one test per graded check (its points, passed
 * or failed, the failure's details or a passed check's note as text) and the category summary as the output.
 * Advice (style findings worth no points) is a test in the specification's informational form: no score, status
 * {@code passed}, the findings as its output; the specification has no neutral status. A
 * hidden check's test is visible to students only once the grades are published; the grader's stdout, which may
 * name hidden checks' inputs, only to instructors. Gradescope shows a test's output in a collapsed block and
 * rejects oversized results, so a test's output is cut at {@value #TEST_OUTPUT_LIMIT} characters and the
 * submission's at {@value #OUTPUT_LIMIT}, with a note saying how much was left out.
 */
public final class GradescopeWriter {
    static final int TEST_OUTPUT_LIMIT = 10_000;
    static final int OUTPUT_LIMIT = 20_000;

    private GradescopeWriter() {
    }

    record Results(double score, @SerializedName("execution_time") long executionTime, String output,
            @SerializedName("output_format") String outputFormat, String visibility,
            @SerializedName("stdout_visibility") String stdoutVisibility, List<Test> tests) {
    }

    /** A test; {@code score} and {@code maxScore} are null for advice, which Gradescope then shows as information. */
    record Test(String name, Double score, @SerializedName("max_score") Double maxScore, String status,
            String output, String visibility, List<String> tags) {
    }

    /** Returns the results as JSON text. */
    public static String format(Report report) {
        List<Test> tests = new ArrayList<>();
        for (CheckResult check : report.checks()) {
            if (!check.graded()) {
                continue; // Gradescope would show it as a test worth nothing
            }
            String visibility = check.visibility() == Visibility.HIDDEN ? "after_published" : "visible";
            List<String> tags = List.of(check.category().wireName());
            if (check.advice()) {
                // Gradescope's informational form: no score, a passing status, the findings as the output
                tests.add(new Test(check.id() + ": " + check.name(), null, null, "passed",
                        truncated(Advice.text(check), TEST_OUTPUT_LIMIT), visibility, tags));
                continue;
            }
            tests.add(new Test(check.id() + ": " + check.name(), check.score(), check.maxScore(),
                    check.passed() ? "passed" : "failed", truncated(check.passed() ? note(check)
                            : statusLine(check) + FailureText.of(check), TEST_OUTPUT_LIMIT), visibility, tags));
        }
        long seconds = (report.durationMs() + 999) / 1000;
        return GraderJson.GSON.toJson(new Results(report.score(), seconds,
                truncated(summary(report), OUTPUT_LIMIT), "text", "visible", "hidden", tests)) + "\n";
    }

    /** Returns a passed check's note (why it was not judged, say), shown when the check is public. */
    private static String note(CheckResult check) {
        return check.message() == null || check.visibility() == Visibility.HIDDEN ? "" : check.message();
    }

    /** Returns {@code text}, or its first {@code limit} characters and a note of how many were left out. */
    static String truncated(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        String note = "\n[... %d more characters not shown: the instructor's report has them all]\n";
        int kept = limit - note.length() - 8;
        return text.substring(0, kept) + String.format(Locale.ROOT, note, text.length() - kept);
    }

    private static String statusLine(CheckResult check) {
        return check.status() == Status.FAILED ? "" : check.status().name() + "\n";
    }

    private static String summary(Report report) {
        StringBuilder text = new StringBuilder("npuzzle-grader " + report.grader().version() + ", seed "
                + report.grader().seed() + "\n");
        for (CategoryScore category : report.categories()) {
            text.append(category.name().wireName()).append(": ").append(category.counts()).append(", ")
                    .append(Scores.format(category.score()))
                    .append(" / ").append(Scores.format(category.maxScore())).append(" points\n");
        }
        for (Diagnostic diagnostic : report.compile().diagnostics()) {
            text.append(diagnostic.format()).append('\n');
        }
        List<Cause> causes = report.publicCauses();
        if (!causes.isEmpty()) {
            text.append("\nWhere the points went:\n");
        }
        for (Cause cause : causes) {
            text.append(cause.check()).append(": ").append(cause.message()).append("\n    ").append(cause.costLine())
                    .append('\n');
            if (cause.fix() != null) {
                text.append("    fix: ").append(cause.fix().text()).append('\n');
            }
        }
        return text.toString();
    }
}
