package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import java.nio.file.Path;
import java.util.List;
import npuzzle.grader.browser.BrowserPage;
import npuzzle.grader.browser.Chromium;
import npuzzle.reference.AtomicFiles;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The student's page in a headless Chromium, on a report whose texts try to become markup: they show as text, no
 * request is made, nothing is logged, a hidden check shows no details, every text has AA contrast, and it prints.
 * The page is the same bytes on every JDK.
 */
@Tag("same-on-every-jdk")
class HtmlReportBrowserTests {
    @TempDir
    Path work;

    @Test
    void hostileTextStaysTextAndThePageNeitherLogsNorLoadsAnything() throws Exception {
        Path file = work.resolve("report.html");
        AtomicFiles.writeString(file, HtmlReportWriter.format(HtmlReportWriterTests.hostile()));
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(file);
            assertEquals(List.of(), page.errors());
            assertEquals(List.of(file.toUri().toString()), page.requests());
            assertEquals(0, page.number("document.querySelectorAll('img, iframe, object, embed').length"));
            String shown = page.text("document.querySelector('[data-check=\"board.to-string\"]').textContent");
            assertTrue(shown.contains(HtmlReportWriterTests.HOSTILE.replace("\u2028", "").substring(0, 30)), shown);
            List<String> rows = page.evaluate("Array.from(document.querySelectorAll("
                    + "'[data-check=\"style.pmd\"] table.findings tbody tr')).map(row => "
                    + "Array.from(row.cells).map(cell => cell.textContent).join(' | '))").getAsJsonArray().asList()
                    .stream().map(JsonElement::getAsString).toList();
            assertEquals(2, rows.size(), "a style check's findings are a table, one row each: " + rows);
            assertTrue(rows.get(0).startsWith("Board.java:7 | ImmutableField | make it final </script><img src=x"),
                    "the student's text shows as text: " + rows.get(0));
            assertEquals("Solver.java | NotParsed | PMD could not parse this file", rows.get(1));
            assertEquals("Advice style.pmd PMD finds no problem in the sources", page.text(
                    "document.querySelector('section.advice [data-check=\"style.pmd\"] h3').textContent"),
                    "a style check worth no points is advice, in its own section");
            assertEquals(1, page.number("document.querySelectorAll('section.failures ~ section.advice').length"),
                    "after the graded checks that did not pass");
            assertEquals(0, page.number("document.querySelectorAll('section.failures [data-check=\"style.pmd\"]')"
                    + ".length"), "advice is not among the failures");
            String hidden = page.text("document.querySelector('[data-check=\"board.secret-details\"]').textContent");
            assertTrue(hidden.contains(FailureText.HIDDEN), hidden);
            assertFalse(page.text("document.documentElement.outerHTML").contains("the secret"));
            assertEquals(List.of(), page.lowContrastTexts());
            page.screenshot(Path.of("target", "screenshots", "report-hostile.png"), 4000);
            page.emulateMedia("print");
            byte[] pdf = page.pdf();
            assertTrue(pdf.length > 1000 && new String(pdf, 0, 5, java.nio.charset.StandardCharsets.US_ASCII)
                    .equals("%PDF-"), "printed " + pdf.length + " bytes");
            assertEquals(List.of(), page.errors());
        }
    }

    @Test
    void theCausesLinesAreMarkedInTheStudentsCode() throws Exception {
        Path file = work.resolve("located.html");
        AtomicFiles.writeString(file, HtmlReportWriter.format(HtmlReportWriterTests.located(),
                java.util.Map.of("Board.java", HtmlReportWriterTests.BOARD_SOURCE)));
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(file);
            assertEquals(List.of(), page.errors());
            List<String> rows = page.evaluate("Array.from(document.querySelectorAll('table.source tr')).map(row => "
                    + "(row.classList.contains('marked') ? '> ' : '  ') + Array.from(row.cells).map(cell => "
                    + "cell.textContent).join(' | '))").getAsJsonArray().asList().stream()
                    .map(JsonElement::getAsString).toList();
            assertEquals(List.of(
                    "  1 | public class Board { | ",
                    "  2 |     // " + HtmlReportWriterTests.HOSTILE + " | ",
                    "> 3 |     public int hamming() { | board.hamming",
                    "> 4 |         return 0; | ",
                    "> 5 |     } | ",
                    "  6 | } | "), rows, "lines 3-5 marked, the cause named on its first line, the hostile line as text");
            String link = page.text("document.querySelector('table.causes th a').getAttribute('href')");
            assertEquals(1, page.number("document.querySelectorAll('" + link + ".marked').length"),
                    "the cause's 'at Board.java:3' links to its marked line: " + link);
            assertEquals("at Board.java:3 hamming()", page.text(
                    "document.querySelector('[data-check=\"board.hamming\"] .where').textContent"));
            assertEquals(0, page.number("document.querySelectorAll('img, iframe, object, embed').length"));
            assertEquals(List.of(), page.lowContrastTexts());
            page.screenshot(Path.of("target", "screenshots", "report-located.png"), 4000);
        }
    }
}
