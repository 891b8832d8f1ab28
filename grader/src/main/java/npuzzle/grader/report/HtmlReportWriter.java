package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.GraderJson;

/**
 * Writes a report as one self-contained HTML page for the student: the score, the categories, each check that did not
 * pass with its boards drawn, and a replay of a failing solution() next to a shortest one. The page's data is the
 * report's JSON ({@link JsonReportWriter}'s, compact), without what hidden checks keep from students.
 */
public final class HtmlReportWriter {
    private HtmlReportWriter() {
    }

    /** Returns the page. */
    public static String format(Report report) {
        return HtmlPage.render("report", "npuzzle-grader report: " + report.submission().id(), json(report));
    }

    /** Returns the page's data: the report as JSON, as students may see it. */
    static String json(Report report) {
        return GraderJson.GSON.toJson(forStudents(report), Report.class);
    }

    /** Returns the report without the message, details and output of its hidden checks (their verdicts stay). */
    static Report forStudents(Report report) {
        List<CheckResult> checks = new ArrayList<>();
        for (CheckResult check : report.checks()) {
            checks.add(check.visibility() == Visibility.PUBLIC ? check : new CheckResult(check.id(), check.name(),
                    check.category(), check.visibility(), check.status(), check.score(), check.maxScore(),
                    check.durationMs(), null, null, null));
        }
        return new Report(report.schema(), report.submission(), report.grader(), report.compile(), checks,
                report.categories(), report.score(), report.maxScore(), report.startedAt(), report.durationMs(),
                report.incidents(), report.publicCauses());
    }
}
