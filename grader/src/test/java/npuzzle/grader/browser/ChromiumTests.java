package npuzzle.grader.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The browser harness can fail: it sees a console error, a request, low contrast and a blank screenshot. */
@Tag("same-on-every-jdk")
class ChromiumTests {
    @TempDir
    Path work;

    @Test
    void itSeesWhatTheHtmlTestsMustFailOn() throws Exception {
        Path bad = work.resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>bad</title></head>"
                + "<body><p style=\"color:#aaaaaa\">pale text</p><p>fine text</p><img src=\"missing.png\" alt=\"\">"
                + "<script>console.error('broken'); undefinedFunction();</script></body></html>");
        Path blank = work.resolve("blank.html");
        Files.writeString(blank, "<!DOCTYPE html><html lang=en><head><meta charset=utf-8><title>blank</title>"
                + "</head><body></body></html>");
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(bad);
            List<String> errors = page.errors();
            assertTrue(errors.stream().anyMatch(e -> e.contains("broken")), errors.toString());
            assertTrue(errors.stream().anyMatch(e -> e.contains("undefinedFunction")), errors.toString());
            assertTrue(page.requests().contains(work.resolve("missing.png").toUri().toString()),
                    page.requests().toString());
            List<String> pale = page.lowContrastTexts();
            assertEquals(1, pale.size(), pale.toString());
            assertTrue(pale.get(0).startsWith("pale text: 2.32"), pale.toString());
            BrowserPage empty = chromium.newPage();
            empty.open(blank);
            AssertionError error = assertThrows(AssertionError.class,
                    () -> empty.screenshot(work.resolve("blank.png"), 1000));
            assertTrue(error.getMessage().contains("is blank"), error.getMessage());
        }
    }
}
