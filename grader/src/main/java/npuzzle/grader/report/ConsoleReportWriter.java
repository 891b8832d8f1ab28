package npuzzle.grader.report;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Writes a report for a person: the assessment summary (one line per category, then the score), then each check
 * that did not pass with its input, expected and actual values and hint, then the passed checks' notes and the
 * run's incidents. ANSI colour only when asked for.
 */
public final class ConsoleReportWriter {
    private static final String RED = "\u001b[31m";
    private static final String GREEN = "\u001b[32m";
    private static final String YELLOW = "\u001b[33m";
    private static final String BOLD = "\u001b[1m";
    private static final String RESET = "\u001b[0m";

    private final PrintWriter out;
    private final boolean color;
    private final boolean quiet;

    /** Creates a writer; {@code quiet} leaves out the failed checks' details. */
    public ConsoleReportWriter(PrintWriter out, boolean color, boolean quiet) {
        this.out = out;
        this.color = color;
        this.quiet = quiet;
    }

    public void write(Report report) {
        out.println(paint(BOLD, "Assessment summary") + " (" + report.submission().id() + ", seed "
                + report.grader().seed() + ")");
        for (CategoryScore category : report.categories()) {
            String counts = category.passed() + "/" + category.total() + " passed";
            String tone = category.passed() == category.total() ? GREEN : RED;
            out.printf(Locale.ROOT, "  %-12s %s  %s / %s%n", category.name().wireName(),
                    paint(tone, String.format(Locale.ROOT, "%-12s", counts)), Scores.format(category.score()),
                    Scores.format(category.maxScore()));
        }
        out.println(paint(BOLD, "Score: " + Scores.format(report.score()) + " / " + Scores.format(report.maxScore())));
        if (!quiet) {
            report.checks().stream().filter(check -> !check.passed()).forEach(this::writeFailure);
            // several checks share a note (each reference-board check says why it was not judged): say it once
            report.checks().stream().filter(ConsoleReportWriter::hasNote).map(CheckResult::message).distinct()
                    .forEach(note -> out.println(paint(YELLOW, "note: " + note)));
            for (String incident : report.incidents()) {
                out.println(paint(YELLOW, "note: " + incident));
            }
        }
        out.flush();
    }

    private static boolean hasNote(CheckResult check) {
        return check.passed() && check.message() != null && check.visibility() == Visibility.PUBLIC;
    }

    private void writeFailure(CheckResult check) {
        out.println();
        String tone = check.status() == Status.TIMEOUT || check.status() == Status.SKIPPED ? YELLOW : RED;
        String worth = check.status() == Status.SKIPPED ? "not graded"
                : Scores.format(check.score()) + " / " + Scores.format(check.maxScore());
        out.println(paint(tone, check.status().name()) + " " + check.id() + ": " + check.name() + " (" + worth + ")");
        for (String line : FailureText.lines(check)) {
            out.println("    " + line);
        }
    }

    private String paint(String code, String text) {
        return color ? code + text + RESET : text;
    }
}
