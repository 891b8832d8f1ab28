package npuzzle.similarity.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What reaches the console: the progress line where no terminal reads it, and escaped student text. */
class ConsoleTests {
    @Test
    void withoutATerminalTheProgressIsALineAtTheStartAndAtEachTenth() {
        StringWriter text = new StringWriter();
        ProgressLine progress = new ProgressLine(new PrintWriter(text, true), false, System::nanoTime);
        for (int done = 1; done <= 1000; done++) {
            progress.step("comparing", done, 1000);
        }
        List<String> lines = text.toString().lines().toList();
        assertEquals(11, lines.size(), lines.toString());
        assertEquals("comparing: 100 of 1,000 (10%)", lines.get(1));
        assertEquals("comparing: 1,000 of 1,000 (100%)", lines.get(10));
    }

    @Test
    void controlCharactersAndBidiOverridesAreShownEscaped() {
        assertEquals("ann\\e[2J\\r\\u202ebob\\n", ConsoleText.escape("ann\u001b[2J\r\u202ebob\n"));
    }
}
