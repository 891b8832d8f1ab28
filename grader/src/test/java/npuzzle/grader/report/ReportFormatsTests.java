package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The formats CI systems import: Gradescope's results.json, JUnit XML and a Markdown summary. */
class ReportFormatsTests {
    /** The sample report with one more check whose student output holds what XML and Markdown cannot take raw. */
    private static Report hostile() {
        Report sample = ReportTests.sample();
        List<CheckResult> checks = new ArrayList<>(sample.checks());
        checks.add(new CheckResult("board.to-string", "toString() <has> the course's format", Category.CORRECTNESS,
                Visibility.PUBLIC, Status.FAILED, 0, 0, 1, "toString() is wrong",
                CheckDetails.single("```\n 1  2", "a", "nul \u0000 and ``` fence", null), null));
        return new Report(sample.schema(), sample.submission(), sample.grader(), sample.compile(), checks,
                sample.categories(), sample.score(), sample.maxScore(), sample.startedAt(), sample.durationMs(),
                sample.incidents());
    }

    @Test
    void gradescopeGetsOneTestPerGradedCheckWhoseScoresAddUpToTheReports() {
        JsonObject results = JsonParser.parseString(GradescopeWriter.format(ReportTests.sample())).getAsJsonObject();
        assertEquals(2.33, results.get("score").getAsDouble());
        assertEquals(5, results.get("execution_time").getAsLong(), "4321 ms, rounded up to seconds");
        assertTrue(results.get("output").getAsString().contains("correctness: 1/2 passed, 2.33 / 3.00 points"));
        JsonArray tests = results.getAsJsonArray("tests");
        assertEquals(3, tests.size());
        double sum = 0;
        for (int i = 0; i < tests.size(); i++) {
            sum += tests.get(i).getAsJsonObject().get("score").getAsDouble();
        }
        assertEquals(2.33, sum, 0.011);
        JsonObject hamming = tests.get(1).getAsJsonObject();
        assertEquals("board.hamming: hamming() ignores the blank", hamming.get("name").getAsString());
        assertEquals(2, hamming.get("max_score").getAsDouble());
        assertEquals("failed", hamming.get("status").getAsString());
        assertEquals("visible", hamming.get("visibility").getAsString());
        assertEquals("hamming() is wrong on 1 of 3 boards\npassed 2 of 3 inputs\ninput:\n   1  2\n      3\n"
                + "expected: 1\nactual: 2\nhint: do not count the blank\noutput: debug line",
                hamming.get("output").getAsString());
        JsonObject hidden = tests.get(2).getAsJsonObject();
        assertEquals("after_published", hidden.get("visibility").getAsString());
        assertEquals("TIMEOUT\n" + FailureText.HIDDEN, hidden.get("output").getAsString());
        assertEquals("passed", tests.get(0).getAsJsonObject().get("status").getAsString());
    }

    @Test
    void gradescopeLeavesOutChecksThatAreNotGraded() {
        Report sample = ReportTests.sample();
        List<CheckResult> checks = new ArrayList<>(sample.checks());
        checks.add(new CheckResult("solver.messages", "messages", Category.CORRECTNESS, Visibility.PUBLIC,
                Status.SKIPPED, 0, 0, 0, "not asked for", null, null));
        Report withSkipped = new Report(sample.schema(), sample.submission(), sample.grader(), sample.compile(),
                checks, sample.categories(), sample.score(), sample.maxScore(), sample.startedAt(),
                sample.durationMs(), sample.incidents());
        String json = GradescopeWriter.format(withSkipped);
        assertEquals(3, JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("tests").size());
        assertFalse(json.contains("solver.messages"), json);
    }

    @Test
    void gradescopeCutsAnOutputOverItsLimitAndSaysHowMuchIsLeftOut() {
        String text = "x".repeat(GradescopeWriter.TEST_OUTPUT_LIMIT * 3);
        String cut = GradescopeWriter.truncated(text, GradescopeWriter.TEST_OUTPUT_LIMIT);
        assertTrue(cut.length() <= GradescopeWriter.TEST_OUTPUT_LIMIT, "length " + cut.length());
        int kept = cut.indexOf('\n');
        assertTrue(cut.contains("[... " + (text.length() - kept) + " more characters not shown"), cut);
        assertEquals("short", GradescopeWriter.truncated("short", 10));
    }

    @Test
    void classroomGetsEachCheckWithItsPointsAndTheRunnerStatus() {
        JsonObject result = JsonParser.parseString(ClassroomResultWriter.format(ReportTests.sample()))
                .getAsJsonObject();
        assertEquals(1, result.get("version").getAsInt());
        assertEquals("fail", result.get("status").getAsString());
        assertEquals(ReportTests.sample().maxScore(), result.get("max_score").getAsDouble());
        JsonArray tests = result.getAsJsonArray("tests");
        assertEquals(3, tests.size());
        double sum = 0;
        for (int i = 0; i < tests.size(); i++) {
            sum += tests.get(i).getAsJsonObject().get("score").getAsDouble();
        }
        assertEquals(ReportTests.sample().score(), sum, 1e-9, "Classroom adds up the tests' scores");
        assertEquals("pass", tests.get(0).getAsJsonObject().get("status").getAsString());
        assertEquals(FailureText.HIDDEN, tests.get(2).getAsJsonObject().get("message").getAsString(),
                "a student sees a hidden check's details on Classroom at once, so they are left out");
    }

    @Test
    void junitXmlHasASuitePerCategoryAndFailuresErrorsAsCiServersReadThem() throws Exception {
        Document xml = parse(JUnitXmlWriter.format(hostile()));
        Element root = xml.getDocumentElement();
        assertEquals("testsuites", root.getTagName());
        assertEquals("4", root.getAttribute("tests"));
        assertEquals("2", root.getAttribute("failures"));
        assertEquals("1", root.getAttribute("errors"), "the timeout");
        NodeList suites = root.getElementsByTagName("testsuite");
        assertEquals(2, suites.getLength());
        assertEquals("api", ((Element) suites.item(0)).getAttribute("name"));
        Element timeout = (Element) ((Element) suites.item(0)).getElementsByTagName("error").item(0);
        assertEquals("timeout", timeout.getAttribute("type"));
        assertEquals("did not finish within 10 s", timeout.getAttribute("message"));
        assertTrue(timeout.getTextContent().contains(FailureText.HIDDEN), timeout.getTextContent());
        NodeList failures = xml.getElementsByTagName("failure");
        assertEquals("hamming() is wrong on 1 of 3 boards", ((Element) failures.item(0)).getAttribute("message"));
        assertTrue(failures.item(0).getTextContent().contains("expected: 1\nactual: 2"));
        assertTrue(failures.item(1).getTextContent().contains("actual: nul \ufffd and ``` fence"),
                "a NUL the student printed becomes U+FFFD, so the document stays well-formed");
        Element testCase = (Element) xml.getElementsByTagName("testcase").item(1);
        assertEquals("board.size", testCase.getAttribute("name"));
        assertEquals("npuzzle.correctness", testCase.getAttribute("classname"));
        assertEquals("0.003", testCase.getAttribute("time"));
        assertEquals(0, testCase.getChildNodes().getLength(), "a passed check has no failure");
    }

    @Test
    void markdownShowsTheScoreTheCategoriesAndEachFailureFolded() {
        String md = MarkdownWriter.format(hostile());
        assertTrue(md.startsWith("### npuzzle-grader: alice scored 2.33 / 4.00\n\n| category | checks | points |\n"
                + "|---|---|---|\n| api | 0/1 passed | 0.00 / 1.00 |\n| correctness | 1/2 passed | 2.33 / 3.00 |\n"), md);
        assertTrue(md.contains("<details><summary>FAILED <code>board.hamming</code>: hamming() ignores the blank "
                + "(1.33 / 2.00)</summary>\n\n```text\nhamming() is wrong on 1 of 3 boards\n"), md);
        assertTrue(md.contains("toString() &lt;has&gt; the course's format"), "the summary line is HTML");
        assertTrue(md.contains("\n````text\ntoString() is wrong\n"), "the fence is longer than the student's ```");
        assertFalse(md.contains("board.size"), "passed checks are in the table only");
    }

    @Test
    void markdownNamesWhereEachCausePoints() {
        String md = MarkdownWriter.format(HtmlReportWriterTests.located());

        assertTrue(md.contains("\n| cause | where | what it saw | cost |\n|---|---|---|---|\n"
                + "| <code>board.hamming</code> | <code>Board.java:3</code> hamming() | hamming() is wrong on 1 of 3 "
                + "boards | "), md);
    }

    @Test
    void markdownFoldsEachCauseOnceWithItsChecksPerCategoryThenListsTheNotes() {
        String md = MarkdownWriter.format(ReportTests.oneCauseForMany());
        assertTrue(md.contains("""
                <details><summary>FAILED 8 checks (0.00 / 8.00)</summary>

                - api: <code>board.api.constructor</code>, <code>board.api.methods</code>
                - correctness: <code>board.size</code>, <code>board.tile-at</code>, <code>board.hamming</code>, \
                <code>board.manhattan</code>, <code>board.is-goal</code>
                - safety: <code>safety.forbidden-api</code>

                ```text
                not run: Board.java did not compile
                ```

                </details>
                """), md);
        assertEquals(1, md.split("not run: ", -1).length - 1, "the cause is written once");
        assertTrue(md.contains("<details><summary>TIMEOUT 2 checks (0.00 / 2.00)</summary>\n\n"
                + "- correctness: <code>solver.secret</code>, <code>solver.secret-too</code>\n\n```text\n"
                + FailureText.HIDDEN + "\n```"), md);
        assertFalse(md.contains("secret one") || md.contains("hidden check's note"), "hidden checks show nothing");
        assertTrue(md.endsWith("</details>\n\nNotes:\n\n- <code>solver.solution.goal</code>: 3 of 113 boards not "
                + "judged: the search did not finish (charged by solver.moves.optimal)\n"), md);
        assertFalse(MarkdownWriter.format(ReportTests.sample()).contains("Notes:"), "no notes, no list");
    }

    private static Document parse(String xml) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
    }
}
