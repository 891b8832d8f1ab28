package npuzzle.grader.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.CategoryScore;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.StyleFinding;
import npuzzle.grader.report.Visibility;
import org.junit.jupiter.api.Test;

/** The class summary keeps advice (style checks worth no points) out of the pass rates and counts it by rule. */
class GradebookAdviceTests {
    private static CheckResult hamming(boolean passed) {
        return new CheckResult("board.hamming", "hamming()", Category.CORRECTNESS, Visibility.PUBLIC,
                passed ? Status.PASSED : Status.FAILED, passed ? 1 : 0, 1, 1, passed ? null : "wrong", null, null);
    }

    private static CheckResult style(String id, List<StyleFinding> findings, double points) {
        Status status = findings.isEmpty() ? Status.PASSED : points == 0 ? Status.ADVICE : Status.FAILED;
        return new CheckResult(id, id, Category.STYLE, Visibility.PUBLIC, status, 0, points, 1,
                findings.isEmpty() ? null : "findings", null, null, findings);
    }

    private static StyleFinding finding(String rule, int line) {
        return new StyleFinding("Board.java", line, rule, "message");
    }

    private static BatchOutcome graded(String id, CheckResult... checks) {
        List<CheckResult> list = List.of(checks);
        double max = list.stream().mapToDouble(CheckResult::maxScore).sum();
        double score = list.stream().mapToDouble(CheckResult::score).sum();
        Report report = new Report(Report.SCHEMA, new Report.Submission(id, List.of()), new Report.Grader("0.1.0",
                "17", 1, "0".repeat(64)), new Report.Compile(true, List.of()), list,
                List.of(new CategoryScore(Category.CORRECTNESS, 0, 1, score, max)), score, max,
                Instant.parse("2026-01-01T00:00:00Z"), 1, List.of());
        return new BatchOutcome(id, BatchOutcome.State.GRADED, Optional.of(report), Optional.empty());
    }

    @Test
    void styleRulesAreListedApartTheOneTouchingTheMostSubmissionsFirst() {
        List<BatchOutcome> outcomes = new ArrayList<>();
        outcomes.add(graded("ann", hamming(true), style("style.pmd", List.of(finding("ImmutableField", 3),
                finding("ImmutableField", 4), finding("UnusedPrivateField", 9)), 0)));
        outcomes.add(graded("ben", hamming(false), style("style.pmd", List.of(finding("ImmutableField", 5)), 0),
                style("style.spotbugs", List.of(finding("SE_BAD_FIELD", 2)), 0)));
        outcomes.add(graded("cat", hamming(true), style("style.pmd", List.of(), 0)));
        Gradebook gradebook = new Gradebook(outcomes, List.of());
        JsonObject summary = JsonParser.parseString(gradebook.json()).getAsJsonObject();
        assertEquals("npuzzle-grader/summary/4", summary.get("schema").getAsString());
        assertEquals(List.of("board.hamming"), summary.getAsJsonArray("checks").asList().stream()
                .map(check -> check.getAsJsonObject().get("id").getAsString()).toList(),
                "advice is not among the pass rates of the graded checks");
        assertEquals(List.of("style.pmd ImmutableField 2 3", "style.pmd UnusedPrivateField 1 1",
                "style.spotbugs SE_BAD_FIELD 1 1"), summary.getAsJsonArray("styleRules").asList().stream()
                .map(element -> element.getAsJsonObject())
                .map(rule -> rule.get("check").getAsString() + " " + rule.get("rule").getAsString() + " "
                        + rule.get("submissions").getAsInt() + " " + rule.get("findings").getAsInt()).toList());
    }

    @Test
    void aStyleCheckWithPointsIsGradedLikeAnyOther() {
        Gradebook gradebook = new Gradebook(List.of(graded("ann", style("style.pmd",
                List.of(finding("ImmutableField", 3)), 2)), graded("ben", style("style.pmd", List.of(), 2))),
                List.of());
        JsonObject summary = JsonParser.parseString(gradebook.json()).getAsJsonObject();
        JsonObject pmd = summary.getAsJsonArray("checks").get(0).getAsJsonObject();
        assertEquals("style.pmd", pmd.get("id").getAsString());
        assertEquals(0.5, pmd.get("passRate").getAsDouble());
        assertEquals(0, summary.getAsJsonArray("styleRules").size());
    }
}
