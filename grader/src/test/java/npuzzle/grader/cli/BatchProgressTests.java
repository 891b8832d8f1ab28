package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The batch's progress: one line per submission in a log, one redrawn line on a terminal. */
class BatchProgressTests {
    private static final long MINUTE = 60_000_000_000L;

    @Test
    void aLogGetsOneLinePerSubmission() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        BatchProgress progress = new BatchProgress(new PrintWriter(text), 3, false, now::get);
        progress.finished("alice", "3.00 / 3.00", true, true, 1.25);
        progress.finished("bob", "not graded: no Board.java", false, false, 0.5);
        progress.close();
        assertEquals("[1/3] alice: 3.00 / 3.00 (1.3 s)\n[2/3] bob: not graded: no Board.java (0.5 s)\n",
                text.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aTerminalGetsOneLiveLineWithRateTimeLeftAndFailures() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        BatchProgress progress = new BatchProgress(new PrintWriter(text), 10, true, now::get);
        now.set(MINUTE);
        progress.finished("alice", "3.00 / 3.00", true, true, 30);
        now.set(2 * MINUTE);
        progress.finished("bob", "1.00 / 3.00", true, false, 30);
        assertEquals("[2/10] 1.0/min, about 8 min left; 0 not graded, 1 below full marks", progress.status());
        assertTrue(text.toString().startsWith("\r\033[K[1/10] 1.0/min, about 9 min left"), text.toString());
        assertTrue(text.toString().endsWith("\r\033[K[2/10] 1.0/min, about 8 min left; 0 not graded, "
                + "1 below full marks"), "redrawn in place, no line break until the end");
        progress.close();
        assertTrue(text.toString().endsWith(System.lineSeparator()));
    }
}
