package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import npuzzle.grader.browser.BrowserPage;
import npuzzle.grader.browser.Chromium;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML pages the packaged grader writes, opened from disk in a headless Chromium and used as a person would:
 * {@code grader check --html} (every failed check shown, a hidden one without details, the replay stepped with the
 * mouse and the keys, the first wrong step where the report puts it) and {@code grader batch}'s {@code index.html}
 * (sorted by a click on the score header, filtered, each graded row linking to its student's page, what could not be
 * graded listed). No page may log an error or make a request; a screenshot of each is kept under
 * {@code target/screenshots/} and must not be blank. The pages are the same bytes on every JDK.
 */
@Tag("same-on-every-jdk")
class HtmlPagesEndToEndTests {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final String HIDDEN = "(a hidden check: its details are in the instructor's report)";
    private static final String FIXTURE = "solution-lists-dequeued-boards";
    private static final String HIDDEN_CHECK = "solver.reference-board.solution.length";
    private static final String REPLAYED = "solver.reference-board.solution.slides";

    @TempDir
    Path work;

    @Test
    void aStudentsPageShowsEveryFailedCheckAndReplaysTheFailingSolution() throws Exception {
        Path config = work.resolve("course.json");
        Files.writeString(config, "{\"schema\": \"npuzzle-grader/config/1\", \"runHidden\": true, \"checks\": {\""
                + HIDDEN_CHECK + "\": {\"visibility\": \"hidden\"}}}");
        Path json = work.resolve("report.json");
        Path html = work.resolve("report.html");
        GraderProcess.Result run = GraderProcess.run(work, "check",
                GraderCheckEndToEndTests.SUBMISSIONS.resolve(FIXTURE).toString(), "--only", "solver.*", "--config",
                config.toString(), "--json", json.toString(), "--html", html.toString(), "--no-color");
        assertEquals(1, run.exitCode(), run.output());
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        JsonObject hidden = check(report, HIDDEN_CHECK);
        assertEquals("failed", hidden.get("status").getAsString(), "the fixture must fail the hidden check");
        assertFalse(Files.readString(html).contains(hidden.get("message").getAsString()),
                "a hidden check's message reached the student's page");
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(html);
            page.screenshot(SCREENSHOTS.resolve("student-report.png"), 6000);
            for (JsonElement element : report.getAsJsonArray("checks")) {
                String id = element.getAsJsonObject().get("id").getAsString();
                if (!element.getAsJsonObject().get("status").getAsString().equals("passed")) {
                    assertEquals(1, page.number("document.querySelectorAll('.failures [data-check=\"" + id
                            + "\"]').length"), id + " is not shown once among the checks that did not pass");
                }
            }
            assertTrue(page.text(article(HIDDEN_CHECK) + ".textContent").contains(HIDDEN));
            assertEquals(0, page.number(article(HIDDEN_CHECK) + ".querySelectorAll('figure, .replay').length"));
            stepThroughTheReplay(page, check(report, REPLAYED).getAsJsonObject("details").getAsJsonObject("replay"));
            assertEquals(List.of(), page.lowContrastTexts());
            page.emulateMedia("print");
            assertEquals("none", page.text("getComputedStyle(" + article(REPLAYED)
                    + ".querySelector('.controls')).display"));
            assertNotEquals("none", page.text("getComputedStyle(" + article(REPLAYED)
                    + ".querySelector('.print-steps')).display"));
            assertTrue(page.pdf().length > 1000);
            assertEquals(List.of(), page.errors());
            assertEquals(List.of(html.toUri().toString()), page.requests());
        }
    }

    /** Steps forward with a button and the arrow keys, back again, and to the first wrong step the report names. */
    private static void stepThroughTheReplay(BrowserPage page, JsonObject replay) {
        String section = article(REPLAYED) + ".querySelector('.replay')";
        String student = section + ".querySelector('figure.student svg').dataset.tiles";
        String optimal = section + ".querySelector('figure.optimal svg').dataset.tiles";
        String step = "Number(" + section + ".dataset.step)";
        assertEquals("after-initial", replay.get("convention").getAsString());
        JsonArray solution = replay.getAsJsonArray("solution");
        assertEquals(tiles(replay.getAsJsonArray("initial")), page.text(student));
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=forward]");
        assertEquals(1, page.number(step));
        assertEquals(tiles(solution.get(0).getAsJsonArray()), page.text(student));
        page.focus("[data-check=\"" + REPLAYED + "\"] .replay input[type=range]");
        page.press("ArrowRight");
        assertEquals(2, page.number(step));
        assertEquals(tiles(solution.get(1).getAsJsonArray()), page.text(student));
        page.press("ArrowLeft");
        assertEquals(1, page.number(step));
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=back]");
        assertEquals(0, page.number(step));
        page.press("End");
        assertEquals(page.number(section + ".dataset.steps") - 1, page.number(step));
        page.focus("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=first]");
        page.press("Home"); // the replay's own keys, away from the slider
        assertEquals(0, page.number(step));
        page.press("ArrowRight");
        assertEquals(1, page.number(step));
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=play]");
        assertEquals("true", page.text(section + ".querySelector('[data-act=play]').getAttribute('aria-pressed')"));
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=play]");
        assertEquals("false", page.text(section + ".querySelector('[data-act=play]').getAttribute('aria-pressed')"));

        JsonObject wrong = replay.getAsJsonObject("firstWrong");
        int wrongStep = wrong.get("index").getAsInt() + 1; // the initial board is step 0
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=wrong]");
        assertEquals(wrongStep, page.number(step));
        assertEquals(tiles(solution.get(wrongStep - 1).getAsJsonArray()), page.text(student));
        assertEquals(tiles(replay.getAsJsonArray("optimal").get(wrongStep - 1).getAsJsonArray()), page.text(optimal));
        assertEquals("true", page.evaluate(section + ".querySelector('figure.student').classList.contains('wrong')")
                .toString());
        assertTrue(page.text(section + ".querySelector('.wrong-step').textContent")
                .contains(wrong.get("text").getAsString()));
        page.click("[data-check=\"" + REPLAYED + "\"] .replay button[data-act=forward]");
        assertEquals("false", page.evaluate(section + ".querySelector('figure.student').classList.contains('wrong')")
                .toString());
    }

    @Test
    void theClassDashboardSortsFiltersAndLinksToEveryGradedStudent() throws Exception {
        Path root = Files.createDirectories(work.resolve("class"));
        for (String fixture : List.of("correct-reference", "solution-reversed", FIXTURE, "does-not-compile")) {
            copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve(fixture), root.resolve(fixture));
        }
        copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference"), root.resolve("two-boards/a"));
        copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference"), root.resolve("two-boards/b"));
        Path out = work.resolve("grades");
        GraderProcess.Result run = GraderProcess.run(work, "batch", root.toString(), "--out", out.toString(),
                "--jobs", "2", "--only", "solver.*");
        assertEquals(1, run.exitCode(), run.output());
        Path index = out.resolve("index.html");
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(index);
            page.screenshot(SCREENSHOTS.resolve("class-dashboard.png"), 6000);
            assertEquals(5, page.number("document.querySelectorAll('#submissions tbody tr').length"));

            page.click("#submissions th button[data-sort=score]");
            assertEquals("ascending", page.text("document.querySelector('#submissions th:has(button[data-sort=score])')"
                    + ".getAttribute('aria-sort')"));
            List<String> ascending = shownIds(page);
            assertEquals(idsByScore(out, ascending, false), ascending);
            page.click("#submissions th button[data-sort=score]");
            List<String> descending = shownIds(page);
            assertEquals(idsByScore(out, descending, true), descending);

            for (String id : ascending) {
                String link = page.text("(document.querySelector('#submissions tr[data-id=\"" + id + "\"] a') || {})"
                        + ".href || null");
                boolean graded = Files.isRegularFile(out.resolve(id).resolve("report.json"));
                assertEquals(graded, link != null, id + ": a link exactly when graded");
                if (graded) {
                    assertEquals(out.resolve(id).resolve("report.html").toUri().toString(), link);
                    assertTrue(Files.isRegularFile(out.resolve(id).resolve("report.html")), id);
                }
            }
            String notGraded = Files.readString(out.resolve("two-boards").resolve("not-graded.txt")).trim();
            assertTrue(page.text("document.querySelector('.problems [data-id=\"two-boards\"]').textContent")
                    .contains(notGraded), notGraded);
            assertEquals(1, page.number("document.querySelectorAll('.problems [data-id=\"does-not-compile\"]').length"),
                    "a submission graded zero for a reason is listed with it");

            JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("summary.json")))
                    .getAsJsonObject();
            List<String> worstFirst = new ArrayList<>();
            summary.getAsJsonArray("checks").forEach(rate -> worstFirst.add(rate.getAsJsonObject().get("id")
                    .getAsString()));
            assertEquals(worstFirst, strings(page.evaluate("[...document.querySelectorAll('table.rates tbody tr')]"
                    + ".map(tr => tr.dataset.check)")));
            List<String> mostCommonFirst = new ArrayList<>();
            summary.getAsJsonArray("causes").forEach(cause -> mostCommonFirst.add(cause.getAsJsonObject()
                    .get("check").getAsString()));
            assertFalse(mostCommonFirst.isEmpty());
            assertEquals(mostCommonFirst, strings(page.evaluate("[...document.querySelectorAll('table.causes tbody "
                    + "tr')].map(tr => tr.dataset.cause)")));
            assertEquals("true", page.evaluate("document.querySelector('table').classList.contains('causes')")
                    .toString(), "the mistakes lead, before the pass rates");

            page.focus("#filter");
            page.type("solution");
            assertEquals(List.of("solution-lists-dequeued-boards", "solution-reversed"), shownIds(page).stream()
                    .sorted().toList());
            assertEquals(List.of(), page.lowContrastTexts());
            assertEquals(List.of(), page.errors());
            assertEquals(List.of(index.toUri().toString()), page.requests());

            Path student = out.resolve("solution-reversed").resolve("report.html");
            BrowserPage report = chromium.newPage();
            report.open(student);
            report.screenshot(SCREENSHOTS.resolve("class-student-report.png"), 6000);
            assertTrue(report.number("document.querySelectorAll('.failures .replay').length") > 0);
            assertEquals(List.of(), report.errors());
            assertEquals(List.of(student.toUri().toString()), report.requests());
        }
    }

    /** Returns the ids of the visible rows, top to bottom. */
    private static List<String> shownIds(BrowserPage page) {
        return strings(page.evaluate("[...document.querySelectorAll('#submissions tbody tr')]"
                + ".filter(tr => !tr.hidden).map(tr => tr.dataset.id)"));
    }

    /** Returns the ids ordered by the score in each report.json (stable on {@code ties}), ungraded ones last. */
    private static List<String> idsByScore(Path out, List<String> ties, boolean descending) throws IOException {
        List<String> graded = new ArrayList<>();
        List<String> ungraded = new ArrayList<>();
        for (String id : ties) {
            (Files.isRegularFile(out.resolve(id).resolve("report.json")) ? graded : ungraded).add(id);
        }
        Comparator<String> byScore = Comparator.comparingDouble(id -> score(out, id));
        graded.sort(descending ? byScore.reversed() : byScore);
        graded.addAll(ungraded);
        return graded;
    }

    private static double score(Path out, String id) {
        try {
            return JsonParser.parseString(Files.readString(out.resolve(id).resolve("report.json"))).getAsJsonObject()
                    .get("score").getAsDouble();
        } catch (IOException e) {
            throw new AssertionError(id + ": cannot read its report", e);
        }
    }

    private static List<String> strings(JsonElement array) {
        List<String> strings = new ArrayList<>();
        array.getAsJsonArray().forEach(element -> strings.add(element.getAsString()));
        return strings;
    }

    private static String article(String id) {
        return "document.querySelector('.failures [data-check=\"" + id + "\"]')";
    }

    private static JsonObject check(JsonObject report, String id) {
        for (JsonElement element : report.getAsJsonArray("checks")) {
            if (element.getAsJsonObject().get("id").getAsString().equals(id)) {
                return element.getAsJsonObject();
            }
        }
        throw new AssertionError("no check " + id + " in the report");
    }

    private static String tiles(JsonArray tiles) {
        List<String> values = new ArrayList<>();
        tiles.forEach(tile -> values.add(tile.getAsString()));
        return String.join(" ", values);
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> f.toString().endsWith(".java")).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }
}
