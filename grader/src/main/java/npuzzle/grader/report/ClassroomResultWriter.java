package npuzzle.grader.report;

import com.google.gson.annotations.SerializedName;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.GraderJson;

/**
 * Formats a report as the runner result that GitHub Classroom's autograding reporter
 * ({@code classroom-resources/autograding-grading-reporter}) reads, base64-encoded, from
 * {@code <RUNNER>_RESULTS}: one test per graded check with its points, and the runner's status. The reporter
 * sends the sum of the tests' scores out of {@code max_score} to Classroom and fails the job when the status is
 * {@code fail}. A hidden check's details are left out, as on the console. Advice (a style check worth no points that
 * found something) is a passing test of 0 points with its findings as the message: the reporter has no neutral status.
 */
public final class ClassroomResultWriter {
    private ClassroomResultWriter() {
    }

    record Result(int version, String status, @SerializedName("max_score") double maxScore, List<Test> tests) {
    }

    record Test(String name, String status, String message, double score,
            @SerializedName("line_no") int lineNo, @SerializedName("execution_time") String executionTime) {
    }

    /** Returns the runner result as JSON text. */
    public static String format(Report report) {
        List<Test> tests = new ArrayList<>();
        for (CheckResult check : report.checks()) {
            if (!check.graded()) {
                continue;
            }
            String message = check.advice() ? Advice.text(check) : check.passed() ? "" : FailureText.of(check);
            tests.add(new Test(check.id() + ": " + check.name(), check.passed() || check.advice() ? "pass" : "fail",
                    GradescopeWriter.truncated(message, GradescopeWriter.TEST_OUTPUT_LIMIT), check.score(), 0,
                    check.durationMs() + "ms"));
        }
        String status = report.allPassed() ? "pass" : "fail";
        return GraderJson.GSON.toJson(new Result(1, status, report.maxScore(), tests)) + "\n";
    }
}
