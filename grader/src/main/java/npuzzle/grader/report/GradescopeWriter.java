package npuzzle.grader.report;

import com.google.gson.annotations.SerializedName;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.GraderJson;

/**
 * Formats a report as Gradescope's {@code results.json}: the score, one test per graded check (its points, passed
 * or failed, the failure's details or a passed check's note as text) and the category summary as the output. A
 * hidden check's test is visible to students only once the grades are published.
 */
public final class GradescopeWriter {
    private GradescopeWriter() {
    }

    record Results(double score, @SerializedName("execution_time") long executionTime, String output,
            @SerializedName("output_format") String outputFormat, List<Test> tests) {
    }

    record Test(String name, double score, @SerializedName("max_score") double maxScore, String status,
            String output, String visibility, List<String> tags) {
    }

    /** Returns the results as JSON text. */
    public static String format(Report report) {
        List<Test> tests = new ArrayList<>();
        for (CheckResult check : report.checks()) {
            if (check.status() == Status.SKIPPED && check.maxScore() == 0) {
                continue; // not graded: Gradescope would show it as a test worth nothing
            }
            tests.add(new Test(check.id() + ": " + check.name(), check.score(), check.maxScore(),
                    check.passed() ? "passed" : "failed", check.passed() ? note(check) : statusLine(check)
                            + FailureText.of(check), check.visibility() == Visibility.HIDDEN ? "after_published"
                                    : "visible", List.of(check.category().wireName())));
        }
        long seconds = (report.durationMs() + 999) / 1000;
        return GraderJson.GSON.toJson(new Results(report.score(), seconds, summary(report), "text", tests)) + "\n";
    }

    /** Returns a passed check's note (why it was not judged, say), shown when the check is public. */
    private static String note(CheckResult check) {
        return check.message() == null || check.visibility() == Visibility.HIDDEN ? "" : check.message();
    }

    private static String statusLine(CheckResult check) {
        return check.status() == Status.FAILED ? "" : check.status().name() + "\n";
    }

    private static String summary(Report report) {
        StringBuilder text = new StringBuilder("npuzzle-grader " + report.grader().version() + ", seed "
                + report.grader().seed() + "\n");
        for (CategoryScore category : report.categories()) {
            text.append(category.name().wireName()).append(": ").append(category.passed()).append('/')
                    .append(category.total()).append(" passed, ").append(Scores.format(category.score()))
                    .append(" / ").append(Scores.format(category.maxScore())).append(" points\n");
        }
        for (Diagnostic diagnostic : report.compile().diagnostics()) {
            text.append(diagnostic.format()).append('\n');
        }
        return text.toString();
    }
}
