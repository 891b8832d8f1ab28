package npuzzle.grader.report;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import npuzzle.grader.GraderJson;

/**
 * Writes a report as one self-contained HTML page for the student: the score, the categories, each check that did not
 * pass with its boards drawn, and a replay of a failing solution() next to a shortest one. The page's data is the
 * report's JSON ({@link JsonReportWriter}'s, compact), without what hidden checks keep from students.
 */
public final class HtmlReportWriter {
    private HtmlReportWriter() {
    }

    /** Returns the page, without the student's sources. */
    public static String format(Report report) {
        return format(report, Map.of());
    }

    /**
     * Returns the page, with the student's code shown where a cause or a failed check is located in it.
     *
     * @param sources the text of the sources by their names in the report
     */
    public static String format(Report report, Map<String, String> sources) {
        return HtmlPage.render("report", "npuzzle-grader report: " + report.submission().id(), json(report, sources));
    }

    /**
     * Returns the page's data: the report as JSON, as students may see it, and under {@code sources} the text of each
     * file that a cause's or a public failed check's location names (none: no {@code sources}).
     */
    static String json(Report report, Map<String, String> sources) {
        Report shown = forStudents(report);
        Set<String> named = new TreeSet<>();
        shown.causes().stream().map(Cause::location).filter(Objects::nonNull).map(Location::file)
                .forEach(named::add);
        shown.checks().stream().map(CheckResult::location).filter(Objects::nonNull).map(Location::file)
                .forEach(named::add);
        JsonObject data = GraderJson.GSON.toJsonTree(shown, Report.class).getAsJsonObject();
        JsonObject texts = new JsonObject();
        named.stream().filter(sources::containsKey).forEach(file -> texts.addProperty(file, sources.get(file)));
        if (texts.size() > 0) {
            data.add("sources", texts);
        }
        return GraderJson.GSON.toJson(data);
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
