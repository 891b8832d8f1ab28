package npuzzle.similarity.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import npuzzle.similarity.Progress;

/**
 * The progress line on stderr: on a terminal, one line rewritten in place at most ten times a second; elsewhere (a
 * log, the grader running this program) a line at each tenth of a phase.
 */
final class ProgressLine implements Progress {
    private static final long INTERVAL_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier clock;
    private String phase = "";
    private long lastShown = Long.MIN_VALUE;
    private long lastTenth = -1;
    private boolean open;

    ProgressLine(PrintWriter err, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.clock = clock;
    }

    @Override
    public synchronized void step(String newPhase, long done, long total) {
        if (!newPhase.equals(phase)) {
            close();
            phase = newPhase;
            lastTenth = -1;
            lastShown = Long.MIN_VALUE;
        }
        String text = String.format(Locale.ROOT, "%s: %,d of %,d (%d%%)", phase, done, total,
                total == 0 ? 100 : 100 * done / total);
        if (terminal) {
            long now = clock.getAsLong();
            if (done == total || now - lastShown >= INTERVAL_NANOS) {
                lastShown = now;
                err.print("\r" + text + "\u001b[K");
                err.flush();
                open = true;
            }
        } else {
            long tenth = total == 0 ? 10 : 10 * done / total;
            if (tenth > lastTenth) {
                lastTenth = tenth;
                err.println(text);
                err.flush();
            }
        }
    }

    /** Ends the line on a terminal, so that what follows starts on a line of its own. */
    synchronized void close() {
        if (open) {
            err.println();
            err.flush();
            open = false;
        }
    }
}
