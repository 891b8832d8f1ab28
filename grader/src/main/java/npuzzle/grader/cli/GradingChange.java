package npuzzle.grader.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Scores;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.TerminalText;

/**
 * What changed from one grading of a submission to the next, in a few lines: the score and its change, the causes
 * fixed, the causes new, and the checks that passed before and fail now, so that a fix that broke something else
 * says so.
 */
final class GradingChange {
    /** How many causes, or checks on one line, are named before the rest are counted. */
    private static final int NAMED = 5;

    private GradingChange() {
    }

    /** Returns the lines of the first grading, which has nothing to compare with: its score and causes counted. */
    static List<String> first(Report report) {
        int causes = report.publicCauses().size();
        return List.of("First grading: score " + score(report) + ", " + causes + (causes == 1 ? " cause" : " causes")
                + " of lost points");
    }

    /** Returns the lines saying what changed from {@code before} to {@code after}. */
    static List<String> between(Report before, Report after) {
        List<String> lines = new ArrayList<>();
        double change = Scores.round(after.score() - before.score());
        lines.add("Since the last grading: score " + (change == 0 ? score(after) + ", unchanged"
                : Scores.format(before.score()) + " -> " + score(after) + String.format(Locale.ROOT, " (%+.2f)",
                        change)));
        Map<String, Cause> was = byCheck(before.publicCauses());
        Map<String, Cause> is = byCheck(after.publicCauses());
        List<String> fixed = was.values().stream().filter(cause -> !is.containsKey(cause.check()))
                .map(cause -> cause.check() + " (it cost " + points(cause) + ")").toList();
        List<String> added = is.values().stream().filter(cause -> !was.containsKey(cause.check()))
                .map(cause -> cause.check() + (cause.location() == null ? "" : " at " + cause.location().where())
                        + " (costs " + points(cause) + ")").toList();
        // a new cause's own check is named once, on its line
        List<String> broke = brokenChecks(before, after).stream().filter(id -> !is.containsKey(id)).toList();
        lines.addAll(oneEach("fixed", fixed));
        lines.addAll(oneEach("new", added));
        if (!broke.isEmpty()) {
            lines.add("  " + (fixed.isEmpty() ? "" : "but ") + "passed before, fails now: " + named(broke));
        }
        if (fixed.isEmpty() && added.isEmpty() && broke.isEmpty()) {
            lines.add("  the same causes as before");
        }
        return lines.stream().map(TerminalText::escape).toList();
    }

    /** Returns the ids of the graded checks that passed in {@code before} and do not pass in {@code after}. */
    private static List<String> brokenChecks(Report before, Report after) {
        Set<String> passed = before.checks().stream().filter(CheckResult::passed).map(CheckResult::id)
                .collect(Collectors.toSet());
        return after.checks().stream().filter(check -> passed.contains(check.id()) && !check.passed()
                && check.graded() && !check.advisory() && check.status() != Status.SKIPPED)
                .map(CheckResult::id).toList();
    }

    /** Returns a line for each of the first causes, and one that counts the rest. */
    private static List<String> oneEach(String label, List<String> causes) {
        List<String> lines = new ArrayList<>();
        causes.stream().limit(NAMED).forEach(cause -> lines.add("  " + label + ": " + cause));
        if (causes.size() > NAMED) {
            lines.add("  " + label + ": " + (causes.size() - NAMED) + " more causes");
        }
        return lines;
    }

    private static String named(List<String> ids) {
        if (ids.size() <= NAMED) {
            return String.join(", ", ids);
        }
        return String.join(", ", ids.subList(0, NAMED)) + " and " + (ids.size() - NAMED) + " more";
    }

    private static Map<String, Cause> byCheck(List<Cause> causes) {
        return causes.stream().collect(Collectors.toMap(Cause::check, Function.identity(), (a, b) -> a,
                LinkedHashMap::new));
    }

    private static String score(Report report) {
        return Scores.format(report.score()) + " / " + Scores.format(report.maxScore());
    }

    private static String points(Cause cause) {
        return Scores.format(cause.points()) + (cause.points() == 1 ? " point" : " points");
    }
}
