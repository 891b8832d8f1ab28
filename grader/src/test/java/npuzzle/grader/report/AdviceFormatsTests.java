package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import npuzzle.grader.checks.Category;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Advice (a style check worth no points that found something) in every format: never a failure, listed after the
 * graded checks under a heading of its own, the style category as "N findings".
 */
class AdviceFormatsTests {
    private static final String SPOTBUGS_MESSAGE = "SpotBugs: 2 findings of 2 rules\n"
            + "Solver.java:25 EQ_COMPARETO_USE_OBJECT_EQUALS: Node defines compareTo but uses Object.equals()\n"
            + "Solver.java:40 SE_BAD_FIELD: a field that is not serializable";

    /** The sample report (a failed and a timed-out graded check) with two style checks: one advice, one clean. */
    static Report withAdvice() {
        Report sample = ReportTests.sample();
        List<CheckResult> checks = new ArrayList<>(sample.checks());
        checks.add(new CheckResult("style.spotbugs", "SpotBugs finds no bug pattern in the compiled classes",
                Category.STYLE, Visibility.PUBLIC, Status.ADVICE, 0, 0, 900, SPOTBUGS_MESSAGE, null, null,
                List.of(new StyleFinding("Solver.java", 25, "EQ_COMPARETO_USE_OBJECT_EQUALS",
                        "Node defines compareTo but uses Object.equals()"),
                        new StyleFinding("Solver.java", 40, "SE_BAD_FIELD", "a field that is not serializable"))));
        checks.add(new CheckResult("style.pmd", "PMD finds no problem in the sources", Category.STYLE,
                Visibility.PUBLIC, Status.PASSED, 0, 0, 300, null, null, null));
        List<CategoryScore> categories = new ArrayList<>(sample.categories());
        categories.add(new CategoryScore(Category.STYLE, 1, 2, 0, 0, 2));
        return new Report(sample.schema(), sample.submission(), sample.grader(), sample.compile(), checks,
                categories, sample.score(), sample.maxScore(), sample.startedAt(), sample.durationMs(),
                sample.incidents());
    }

    /** A report whose only checks are a passed graded check and the advice: it passed. */
    private static Report onlyAdvice() {
        Report report = withAdvice();
        List<CheckResult> checks = report.checks().stream().filter(check -> check.passed() || check.advice())
                .toList();
        return new Report(report.schema(), report.submission(), report.grader(), report.compile(), checks,
                report.categories(), report.score(), report.maxScore(), report.startedAt(), report.durationMs(),
                List.of());
    }

    @Test
    void adviceIsNotAFailureAndTheJsonFollowsTheSchema() throws Exception {
        Report report = onlyAdvice();
        assertTrue(report.allPassed(), "advice never changes the exit status");
        assertEquals(List.of("style.spotbugs"), report.advice().stream().map(CheckResult::id).toList());
        assertEquals(2, report.adviceFindings());
        String json = JsonReportWriter.format(withAdvice());
        assertEquals(List.of(), SchemaValidator.reportSchema().validate(json));
        JsonObject parsed = JsonParser.parseString(json).getAsJsonObject();
        assertEquals("npuzzle-grader/report/5", parsed.get("schema").getAsString());
        JsonObject spotbugs = parsed.getAsJsonArray("checks").get(3).getAsJsonObject();
        assertEquals("advice", spotbugs.get("status").getAsString());
        assertEquals(2, spotbugs.getAsJsonArray("findings").size());
        JsonObject style = parsed.getAsJsonArray("categories").get(2).getAsJsonObject();
        assertEquals(2, style.get("findings").getAsInt());
        assertFalse(parsed.getAsJsonArray("categories").get(0).getAsJsonObject().has("findings"),
                "only the style category counts findings");
    }

    @Test
    void theConsoleListsTheAdviceAfterEveryGradedCheckUnderItsHeadingNeverAsFailed() {
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(withAdvice());
        String out = text.toString();
        assertTrue(out.contains("  style        2 findings    0.00 / 0.00"), out);
        assertFalse(out.contains("FAILED style."), out);
        int heading = out.indexOf("Style advice (2 findings, not graded: they cost no points)");
        assertTrue(heading > out.indexOf("FAILED board.hamming") && heading > out.indexOf("TIMEOUT board.secret"),
                "after every graded check:\n" + out);
        assertTrue(out.indexOf("ADVICE style.spotbugs: SpotBugs: 2 findings of 2 rules\n"
                + "    Solver.java:25 EQ_COMPARETO_USE_OBJECT_EQUALS: ") > heading, out);
        assertFalse(out.contains("style.pmd"), "a clean style check is not listed:\n" + out);
    }

    @Test
    void gradescopeShowsAdviceAsAnInformationalPassingTestWithTheFindingsAsItsOutput() {
        JsonObject results = JsonParser.parseString(GradescopeWriter.format(withAdvice())).getAsJsonObject();
        JsonArray tests = results.getAsJsonArray("tests");
        JsonObject spotbugs = tests.get(3).getAsJsonObject();
        assertEquals("style.spotbugs: SpotBugs finds no bug pattern in the compiled classes",
                spotbugs.get("name").getAsString());
        assertEquals("passed", spotbugs.get("status").getAsString());
        assertFalse(spotbugs.has("score"), "the specification's informational form has no score");
        assertFalse(spotbugs.has("max_score"));
        assertEquals("Advice, not graded (it costs no points): " + SPOTBUGS_MESSAGE,
                spotbugs.get("output").getAsString());
        assertTrue(results.get("output").getAsString().contains("style: 2 findings, 0.00 / 0.00 points"),
                results.get("output").getAsString());
        assertEquals(ReportTests.sample().score(), results.get("score").getAsDouble(), 1e-9);
    }

    @Test
    void junitXmlGivesAdviceAPassingTestCaseWithTheFindingsAsItsOutput() throws Exception {
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(
                JUnitXmlWriter.format(withAdvice()).getBytes(StandardCharsets.UTF_8)));
        Element root = xml.getDocumentElement();
        assertEquals("5", root.getAttribute("tests"));
        assertEquals("1", root.getAttribute("failures"), "board.hamming only");
        Element style = (Element) root.getElementsByTagName("testsuite").item(2);
        assertEquals("style", style.getAttribute("name"));
        assertEquals("0", style.getAttribute("failures"));
        assertEquals("0", style.getAttribute("errors"));
        Element spotbugs = (Element) style.getElementsByTagName("testcase").item(0);
        assertEquals("style.spotbugs", spotbugs.getAttribute("name"));
        assertEquals(0, spotbugs.getElementsByTagName("failure").getLength());
        assertEquals(0, spotbugs.getElementsByTagName("error").getLength());
        NodeList out = spotbugs.getElementsByTagName("system-out");
        assertEquals(1, out.getLength());
        assertTrue(out.item(0).getTextContent().contains("Solver.java:40 SE_BAD_FIELD"), out.item(0).getTextContent());
    }

    @Test
    void markdownAndClassroomListAdviceApartAndPassing() {
        String md = MarkdownWriter.format(withAdvice());
        assertTrue(md.contains("| style | 2 findings | 0.00 / 0.00 |"), md);
        assertFalse(md.contains("FAILED <code>style."), md);
        int heading = md.indexOf("#### Style advice (2 findings, not graded: they cost no points)");
        assertTrue(heading > md.indexOf("FAILED <code>board.hamming"), md);
        assertTrue(md.indexOf("<summary>ADVICE <code>style.spotbugs</code>: SpotBugs: 2 findings of 2 rules")
                > heading, md);

        JsonObject classroom = JsonParser.parseString(ClassroomResultWriter.format(onlyAdvice())).getAsJsonObject();
        assertEquals("pass", classroom.get("status").getAsString());
        JsonObject spotbugs = classroom.getAsJsonArray("tests").get(1).getAsJsonObject();
        assertEquals("pass", spotbugs.get("status").getAsString());
        assertEquals(0, spotbugs.get("score").getAsDouble());
        assertTrue(spotbugs.get("message").getAsString().contains("EQ_COMPARETO_USE_OBJECT_EQUALS"));
    }

    @Test
    void aStyleCheckWithPointsThatFoundSomethingIsARealFailure() {
        CategoryScore graded = new CategoryScore(Category.STYLE, 1, 2, 1, 2, 3);
        assertFalse(graded.advisory());
        assertEquals("1/2 passed", graded.counts());
        CheckResult failed = new CheckResult("style.pmd", "PMD finds no problem in the sources", Category.STYLE,
                Visibility.PUBLIC, Status.FAILED, 0, 1, 0, "PMD: 1 finding", null, null);
        assertFalse(failed.advice());
        assertNull(new CategoryScore(Category.API, 1, 1, 1, 1).findings());
        assertEquals("not run", new CategoryScore(Category.STYLE, 0, 0, 0, 0, 0).counts());
    }
}
