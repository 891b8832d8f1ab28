package npuzzle.grader.report;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckFailure;

/**
 * Writes a report for a person: the assessment summary (one line per category, then the score), then where the
 * points went, one block per cause (its check's message, location as {@code Board.java:61}, input, expected and
 * actual values and hint, the other checks charged to it ({@link CauseText#charges}), and the command that explains it
 * in the report's version of the assignment), then the block of each check that did not pass and no cause names
 * (every check's, when asked for), then the notes of checks that passed, then the advice (style findings worth no
 * points) under a heading of its own. ANSI colour only when asked for; what came from the student is shown inert ({@link TerminalText}).
 */
public final class ConsoleReportWriter {
    private static final String RED = "\u001b[31m";
    private static final String GREEN = "\u001b[32m";
    private static final String YELLOW = "\u001b[33m";
    private static final String BOLD = "\u001b[1m";
    private static final String RESET = "\u001b[0m";
    /** Up to this many checks of a category that share a cause are named; more are counted. */
    private static final int NAMED = 3;

    private final PrintWriter out;
    private final boolean color;
    private final boolean quiet;
    private final boolean everyCheck;

    /**
     * Creates a writer; {@code quiet} leaves out the failed checks' details, {@code everyCheck} adds the block of
     * every check that did not pass after the causes (by default a check charged to a cause is one line under it).
     */
    public ConsoleReportWriter(PrintWriter out, boolean color, boolean quiet, boolean everyCheck) {
        this.out = out;
        this.color = color;
        this.quiet = quiet;
        this.everyCheck = everyCheck;
    }

    /** Creates a writer that prints the checks by cause. */
    public ConsoleReportWriter(PrintWriter out, boolean color, boolean quiet) {
        this(out, color, quiet, false);
    }

    public void write(Report report) {
        out.println(paint(BOLD, "Assessment summary") + " (" + TerminalText.escape(report.submission().id()) + ", seed "
                + report.grader().seed() + ")");
        for (CategoryScore category : report.categories()) {
            String counts = category.counts();
            String tone = category.clean() ? GREEN : category.advisory() ? YELLOW : RED;
            out.printf(Locale.ROOT, "  %-12s %s  %s / %s%n", category.name().wireName(),
                    paint(tone, String.format(Locale.ROOT, "%-12s", counts)), Scores.format(category.score()),
                    Scores.format(category.maxScore()));
        }
        out.println(paint(BOLD, "Score: " + Scores.format(report.score()) + " / " + Scores.format(report.maxScore())));
        if (quiet) {
            writeCauseHeadings(report.causes());
        } else {
            String versionOption = versionOption(report);
            writeCauses(report, versionOption);
            List<CheckResult> shown = everyCheck ? report.checks() : notCharged(report).stream()
                    .filter(check -> check.status() != Status.SKIPPED).toList();
            if (everyCheck && !report.causes().isEmpty()) {
                out.println();
                out.println(paint(BOLD, "Every check that did not pass:"));
            }
            SharedFailure.of(shown).forEach(failure -> writeFailure(failure, versionOption));
            if (!everyCheck) {
                writeNotGraded(report.checks());
            }
            writeNotes(report.checks());
            writeAdvice(report);
            for (String incident : report.incidents()) {
                out.println(paint(YELLOW, "note: " + TerminalText.escape(incident)));
            }
        }
        out.flush();
    }

    private void writeFailure(SharedFailure failure, String versionOption) {
        out.println();
        String tone = failure.status() == Status.TIMEOUT || failure.status() == Status.SKIPPED || failure.notJudged()
                ? YELLOW : RED;
        String status = paint(tone, failure.word());
        if (failure.checks().size() == 1) {
            CheckResult check = failure.checks().get(0);
            out.println(status + " " + check.id() + ": " + check.name() + " (" + failure.worth(failure.checks()) + ")");
        } else {
            for (List<CheckResult> checks : failure.byCategory()) {
                out.println(status + " " + subject(checks) + " (" + failure.worth(checks) + ")");
            }
        }
        for (String line : failure.body()) {
            out.println("    " + TerminalText.escape(line));
        }
        if (failure.checks().size() == 1 && explained(failure.checks().get(0))) {
            out.println("    more: grader explain " + failure.checks().get(0).id() + versionOption);
        }
    }

    /**
     * Returns the option that makes {@code grader explain} use the report's version of the assignment, or nothing for
     * the default version (a report without one was graded with it).
     */
    private static String versionOption(Report report) {
        String version = report.grader().assignment();
        return version == null || version.equals(Assignment.DEFAULT.wireName()) ? "" : " --assignment " + version;
    }

    /** Returns whether a failed check gets the line naming its explanation: a public check that was graded. */
    private static boolean explained(CheckResult check) {
        return check.visibility() == Visibility.PUBLIC && check.status() != Status.SKIPPED;
    }

    /** Returns the ids of a category's checks that share a cause, or their count when there are many. */
    private static String subject(List<CheckResult> checks) {
        if (checks.size() <= NAMED) {
            return checks.stream().map(CheckResult::id).collect(Collectors.joining(", "));
        }
        return checks.get(0).category().wireName() + ": " + checks.size() + " checks";
    }

    /** Writes one line per cause: its check, what it cost and where (quiet). */
    private void writeCauseHeadings(List<Cause> causes) {
        if (!causes.isEmpty()) {
            out.println(causesHeading(causes));
        }
        for (Cause cause : causes) {
            out.println("  " + paint(RED, CauseText.heading(cause))
                    + (cause.location() == null ? "" : " at " + TerminalText.escape(cause.location().shown())));
        }
    }

    /**
     * Writes where the lost points went, the costliest cause first: its check's own block (what it saw, where, the
     * smallest failing input, expected, actual, hint) and the other checks charged to it, named or counted.
     */
    private void writeCauses(Report report, String versionOption) {
        if (report.causes().isEmpty()) {
            return;
        }
        out.println();
        out.println(causesHeading(report.causes()));
        int number = 1;
        for (Cause cause : report.causes()) {
            CheckResult check = report.checks().stream().filter(result -> result.id().equals(cause.check()))
                    .findFirst().orElse(null);
            out.println();
            out.println(number++ + ". " + paint(RED, CauseText.heading(cause)));
            for (String line : CauseText.lines(cause, check)) {
                out.println("    " + TerminalText.escape(CauseText.shortened(line)));
            }
            for (String line : CauseText.charges(cause, report.checks())) {
                out.println("    " + line);
            }
            if (check != null && !check.passed() && explained(check)) {
                out.println("    more: grader explain " + check.id() + versionOption);
            }
        }
    }

    private static String causesHeading(List<Cause> causes) {
        return "Where the points went (" + causes.size() + (causes.size() == 1 ? " cause" : " causes") + "):";
    }

    /**
     * Returns the checks that no cause names, each that did not pass keeps its own block by default; a check not run
     * when a compile check is a cause is left out: that cause says all it could.
     */
    private static List<CheckResult> notCharged(Report report) {
        Set<String> charged = new HashSet<>();
        for (Cause cause : report.causes()) {
            charged.add(cause.check());
            cause.charges().forEach(charge -> charged.add(charge.check()));
        }
        boolean compileCause = report.checks().stream().anyMatch(check -> check.category() == Category.COMPILE
                && report.causes().stream().anyMatch(cause -> cause.check().equals(check.id())));
        return report.checks().stream().filter(check -> !charged.contains(check.id()))
                .filter(check -> !compileCause || check.message() == null
                        || !check.message().startsWith(CheckFailure.NOT_RUN)).toList();
    }

    /** Writes the checks skipped (not graded, they cost nothing) on one line; --every-check says why each was. */
    private void writeNotGraded(List<CheckResult> checks) {
        List<String> skipped = checks.stream().filter(check -> check.status() == Status.SKIPPED && !check.advisory())
                .map(CheckResult::id).toList();
        if (!skipped.isEmpty()) {
            out.println();
            out.println(paint(YELLOW, "Not graded") + ": " + String.join(", ", skipped) + " (--every-check says why)");
        }
    }

    /** Writes the one-line note of each public check that passed with one, e.g. inputs it could not judge. */
    private void writeNotes(List<CheckResult> checks) {
        List<Notes> noted = Notes.of(checks);
        if (!noted.isEmpty()) {
            out.println();
        }
        for (Notes note : noted) {
            out.println("note " + String.join(", ", note.ids()) + ": " + TerminalText.escape(note.text()));
        }
    }

    /**
     * Writes the advice after every graded check, under a heading of its own: each style check that found something,
     * with its findings (or why its tool could not run); it never reads as a failure.
     */
    private void writeAdvice(Report report) {
        List<CheckResult> advice = report.advice();
        if (advice.isEmpty()) {
            return;
        }
        out.println();
        out.println(paint(BOLD, "Style advice") + " (" + Advice.count(report.adviceFindings())
                + ", not graded: they cost no points)");
        for (CheckResult check : advice) {
            out.println(paint(YELLOW, Advice.word(check)) + " " + check.id() + ": "
                    + TerminalText.escape(Advice.summary(check)));
            for (String line : Advice.lines(check)) {
                out.println("    " + TerminalText.escape(line));
            }
        }
    }

    private String paint(String code, String text) {
        return color ? code + text + RESET : text;
    }
}
