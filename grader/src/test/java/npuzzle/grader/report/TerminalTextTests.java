package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import org.junit.jupiter.api.Test;

/** What a submission writes reaches a terminal inert: shown as escapes, never obeyed; JSON keeps it exact. */
class TerminalTextTests {
    private static final String CLEAR_AND_FORGE = "\u001b[2J\u001b[HScore: 111.00 / 111.00";

    @Test
    void controlCharactersEscapeSequencesAndBidiOverridesAreShownAsEscapes() {
        assertEquals("\\e[2J\\e[HScore: 111.00 / 111.00", TerminalText.escape(CLEAR_AND_FORGE));
        assertEquals("a\\rb\\nc\\x07d\\x00e\\x7ff\\u009b31mg\\u202eh", TerminalText.escape(
                "a\rb\nc\u0007d\u0000e\u007ff\u009b31mg\u202eh"));
        assertEquals("tabs\tstay, as do é, 漢字 and 😀", TerminalText.escape("tabs\tstay, as do é, 漢字 and 😀"));
        assertEquals("line 1\n\\e[31mline 2\n", TerminalText.escapeKeepingLines("line 1\n\u001b[31mline 2\n"));
    }

    @Test
    void theConsoleReportShowsWhatTheStudentWroteEscapedAndTheJsonKeepsItExact() {
        Report sample = ReportTests.sample();
        List<CheckResult> checks = new ArrayList<>(sample.checks());
        checks.add(new CheckResult("board.to-string", "toString() is the course's format", Category.CORRECTNESS,
                Visibility.PUBLIC, Status.FAILED, 0, 1, 1, "toString() threw " + CLEAR_AND_FORGE,
                CheckDetails.single("1 2\n3 0", " 1  2\n 3   ", CLEAR_AND_FORGE, null), CLEAR_AND_FORGE + "\r\n"));
        List<Cause> causes = List.of(new Cause("board.to-string", "toString() gave " + CLEAR_AND_FORGE, 1,
                List.of(new Cause.Charge("board.to-string", 1, 1))));
        Report report = new Report(sample.schema(), new Report.Submission("\u001b]0;title\u0007bob",
                sample.submission().files()), sample.grader(), sample.compile(), checks, sample.categories(),
                sample.score(), sample.maxScore(), sample.startedAt(), sample.durationMs(),
                List.of("stray event " + CLEAR_AND_FORGE), causes);
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);

        String shown = text.toString();
        assertFalse(shown.contains("\u001b") || shown.contains("\r") || shown.contains("\u0007"), shown);
        assertTrue(shown.contains("Assessment summary (\\e]0;title\\x07bob, seed"), shown);
        assertTrue(shown.contains("1. board.to-string (costs 1.00 point)\n    toString() threw \\e[2J\\e[HScore: "
                + "111.00 / 111.00\n"), shown);
        assertTrue(shown.contains("    actual: \\e[2J\\e[HScore: 111.00 / 111.00\n"), shown);
        assertTrue(shown.contains("    output: \\e[2J\\e[HScore: 111.00 / 111.00\\r\n"), shown);
        assertTrue(shown.contains("note: stray event \\e[2J"), shown);
        assertTrue(JsonReportWriter.format(report).contains("\\u001b[2J\\u001b[HScore: 111.00 / 111.00"),
                "JSON keeps the text exact");
    }
}
