package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import org.junit.jupiter.api.Test;

/** The student's HTML page without a browser: its one JSON blob is the report's; nothing in it can become markup. */
class HtmlReportWriterTests {
    /** Text a student controls (a toString, a folder name) that would run a script or load an image as HTML. */
    static final String HOSTILE = "</script><img src=x onerror=alert(1)><!-- {{script}} & \u2028";
    private static final Pattern BLOB = Pattern.compile(
            "<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL);

    /** The sample report with a public failure and a hidden one whose texts are hostile. */
    static Report hostile() {
        List<CheckResult> checks = new ArrayList<>(ReportTests.sample().checks());
        checks.add(new CheckResult("board.to-string", "toString() " + HOSTILE, Category.CORRECTNESS,
                Visibility.PUBLIC, Status.FAILED, 0, 1, 2, "toString() is wrong " + HOSTILE,
                CheckDetails.single(" 1  2\n 3   ", " 1  2\n 3   ", HOSTILE, "hint " + HOSTILE), "printed " + HOSTILE));
        checks.add(new CheckResult("board.secret-details", "a hidden check", Category.CORRECTNESS, Visibility.HIDDEN,
                Status.FAILED, 0, 1, 2, "the secret message", CheckDetails.single("the secret input",
                        "the secret expected", "the secret actual", "the secret hint"), "the secret output"));
        checks.add(new CheckResult("style.pmd", "PMD finds no problem in the sources", Category.STYLE,
                Visibility.PUBLIC, Status.ADVICE, 0, 0, 2, "PMD: 2 findings of 2 rules\nBoard.java:7 ...",
                null, null, List.of(new StyleFinding("Board.java", 7, "ImmutableField", "make it final " + HOSTILE),
                        new StyleFinding("Solver.java", 0, "NotParsed", "PMD could not parse this file"))));
        return ReportTests.withChecks(checks);
    }

    /** The source of the sample's Board, with hostile text on the line its located check points at. */
    static final String BOARD_SOURCE = "public class Board {\n    // " + HOSTILE + "\n    public int hamming() {\n"
            + "        return 0;\n    }\n}\n";

    /** The hostile report with its hamming() failure and its cause located at lines 3-5 of Board.java. */
    static Report located() {
        Location at = new Location("Board.java", 3, 5, "hamming()");
        Report report = hostile();
        List<CheckResult> checks = report.checks().stream()
                .map(check -> check.id().equals("board.hamming") ? check.withLocation(at) : check).toList();
        return new Report(report.schema(), report.submission(), report.grader(), report.compile(), checks,
                report.categories(), report.score(), report.maxScore(), report.startedAt(), report.durationMs(),
                report.incidents(), List.of(new Cause("board.hamming", "hamming() is wrong on 1 of 3 boards", 0.67,
                        List.of(new Cause.Charge("board.hamming", 0.67, 1)), at)));
    }

    static String blob(String html) {
        Matcher blob = BLOB.matcher(html);
        assertTrue(blob.find(), "no data blob in the page");
        String json = blob.group(1);
        assertFalse(blob.find(), "two data blobs");
        return json;
    }

    @Test
    void thePagesDataIsTheJsonReportWithHiddenDetailsLeftOut() throws Exception {
        Report report = hostile();
        JsonObject page = JsonParser.parseString(blob(HtmlReportWriter.format(report))).getAsJsonObject();
        assertNull(page.get("sources"), "no source shown where no location names one");
        assertEquals(List.of(), SchemaValidator.reportSchema().validate(page.toString()));
        JsonObject full = JsonParser.parseString(JsonReportWriter.format(report)).getAsJsonObject();
        for (JsonElement check : full.getAsJsonArray("checks")) {
            JsonObject object = check.getAsJsonObject();
            if (object.get("visibility").getAsString().equals("hidden")) {
                object.remove("message");
                object.remove("details");
                object.remove("output");
            }
        }
        assertEquals(full, page);
    }

    @Test
    void theSourcesShownAreTheFilesTheLocationsNameAsText() {
        String html = HtmlReportWriter.format(located(), Map.of("Board.java", BOARD_SOURCE, "Solver.java",
                "public class Solver { /* not located */ }"));
        String json = blob(html);
        JsonObject sources = JsonParser.parseString(json).getAsJsonObject().getAsJsonObject("sources");

        assertEquals(Set.of("Board.java"), sources.keySet(), "Solver.java is named by no location");
        assertEquals(BOARD_SOURCE, sources.get("Board.java").getAsString());
        assertFalse(json.contains("<") || json.contains(">") || json.contains("&"), "the source is escaped: " + json);
        assertEquals(1, html.split("<script>", -1).length - 1, "one script element, the page's own");
    }

    @Test
    void aHiddenChecksTextsAreNowhereInThePage() {
        String html = HtmlReportWriter.format(hostile());
        assertTrue(html.contains("board.secret-details"), "the hidden check's verdict is listed");
        assertFalse(html.contains("the secret"), "a hidden check's details reached the page");
        CheckResult secret = HtmlReportWriter.forStudents(hostile()).checks().stream()
                .filter(check -> check.id().equals("board.secret-details")).findFirst().orElseThrow();
        assertNull(secret.details());
        assertEquals(Status.FAILED, secret.status());
    }

    @Test
    void studentTextCannotEndTheDataBlockOrFillAPlaceholder() {
        String html = HtmlReportWriter.format(hostile());
        String json = blob(html);
        assertFalse(json.contains("<") || json.contains(">") || json.contains("&"), json);
        JsonObject check = JsonParser.parseString(json).getAsJsonObject().getAsJsonArray("checks").asList().stream()
                .map(JsonElement::getAsJsonObject).filter(c -> c.get("id").getAsString().equals("board.to-string"))
                .findFirst().orElseThrow();
        assertEquals(HOSTILE, check.getAsJsonObject("details").get("actual").getAsString(), "the text, escaped");
        assertEquals(1, html.split("<script>", -1).length - 1, "one script element, the page's own");
        assertFalse(html.replace(json, "").contains("{{"), "a placeholder left in the page");
        assertTrue(json.contains("{{script}}"), "a placeholder in the student's text is not filled");
        String title = "npuzzle-grader report: " + HOSTILE;
        Report named = new Report(Report.SCHEMA, new Report.Submission(HOSTILE, List.of()), hostile().grader(),
                hostile().compile(), List.of(), List.of(), 0, 0, hostile().startedAt(), 0, List.of());
        String page = HtmlReportWriter.format(named);
        assertFalse(page.contains(title), "the title is HTML text");
        assertTrue(page.contains("<title>" + HtmlPage.text(title) + "</title>"), page);
    }

    @Test
    void thePolicyAllowsExactlyThePagesOwnStyleAndScriptAndNoRequest() throws Exception {
        String html = HtmlReportWriter.format(ReportTests.sample());
        Matcher policy = Pattern.compile("content=\"(default-src 'none'; [^\"]*)\"").matcher(html);
        assertTrue(policy.find(), html.substring(0, 600));
        Matcher style = Pattern.compile("<style>(.*?)</style>", Pattern.DOTALL).matcher(html);
        Matcher script = Pattern.compile("<script>(.*?)</script>", Pattern.DOTALL).matcher(html);
        assertTrue(style.find() && script.find());
        java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
        String styleHash = java.util.Base64.getEncoder().encodeToString(sha.digest(style.group(1).getBytes(
                java.nio.charset.StandardCharsets.UTF_8)));
        String scriptHash = java.util.Base64.getEncoder().encodeToString(sha.digest(script.group(1).getBytes(
                java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals("default-src 'none'; style-src 'sha256-" + styleHash + "'; script-src 'sha256-" + scriptHash
                + "'; img-src data:; base-uri 'none'; form-action 'none'", policy.group(1));
    }
}
