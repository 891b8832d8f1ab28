package npuzzle.grader.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.LongSupplier;
import npuzzle.grader.report.TerminalText;

/**
 * What {@code grader batch} shows while it grades. On a terminal, one live line (done/total, rate, time left,
 * submissions that could not be graded or lost points) redrawn as submissions finish; in a pipe or a CI log,
 * one line per submission.
 */
final class BatchProgress {
    private final PrintWriter err;
    private final int total;
    private final boolean live;
    private final LongSupplier nanoClock;
    private final long start;
    private int done;
    private int notGraded;
    private int belowFull;

    BatchProgress(PrintWriter err, int total, boolean live, LongSupplier nanoClock) {
        this.err = err;
        this.total = total;
        this.live = live;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
    }

    /** Records a finished submission: its id, its verdict line, whether it was graded and got full marks. */
    synchronized void finished(String id, String verdict, boolean graded, boolean fullMarks, double seconds) {
        done++;
        notGraded += graded ? 0 : 1;
        belowFull += graded && !fullMarks ? 1 : 0;
        if (live) {
            err.print("\r\033[K" + status());
        } else {
            err.printf(Locale.ROOT, "[%d/%d] %s: %s (%.1f s)%n", done, total, TerminalText.escape(id),
                    TerminalText.escape(verdict), seconds);
        }
        err.flush();
    }

    /** Ends the live line, so that what follows starts on a line of its own. */
    synchronized void close() {
        if (live && done > 0) {
            err.println();
            err.flush();
        }
    }

    /** Returns the live line: e.g. "[12/200] 4.1/min, about 46 min left; 2 not graded, 5 below full marks". */
    synchronized String status() {
        double minutes = (nanoClock.getAsLong() - start) / 60e9;
        double rate = minutes > 0 ? done / minutes : 0;
        String left = rate > 0 && done < total ? ", about " + duration(Duration.ofSeconds(
                Math.round((total - done) / rate * 60))) + " left" : "";
        return String.format(Locale.ROOT, "[%d/%d] %.1f/min%s; %d not graded, %d below full marks", done, total,
                rate, left, notGraded, belowFull);
    }

    synchronized int done() {
        return done;
    }

    private static String duration(Duration d) {
        return d.toHours() > 0 ? d.toHours() + " h " + d.toMinutesPart() + " min"
                : d.toMinutes() > 0 ? d.toMinutes() + " min" : d.toSeconds() + " s";
    }
}
