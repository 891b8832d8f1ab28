package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import npuzzle.grader.checks.Category;

/**
 * The plain-text block of one cause: its check's own text ({@link FailureText}: what it saw, where in the student's
 * code, the smallest failing input, expected and actual values, the hint), then the other checks charged to it, those
 * that failed apart from those it left unable to judge, one line each with what they cost, the most first; past
 * {@value #LISTED} of them, counted per category.
 */
final class CauseText {
    /** Up to this many other checks charged to a cause get a line each; more are counted by category. */
    static final int LISTED = 3;
    /** The widest value line shown whole. */
    static final int WIDEST = 200;
    /** The most lines of one multi-line value shown. */
    static final int TALLEST = 11;

    private CauseText() {
    }

    /** Returns the heading: {@code board.manhattan (costs 2.50 points)}. */
    static String heading(Cause cause) {
        return cause.check() + " (costs " + Scores.format(cause.points()) + (cause.points() == 1 ? " point)"
                : " points)");
    }

    /**
     * Returns the lines under the heading, without indentation; {@code check} is the cause's check, or null when
     * the report has none of that id.
     */
    static List<String> lines(Cause cause, CheckResult check) {
        List<String> lines = new ArrayList<>();
        if (check != null && !check.passed()) {
            lines.addAll(capped(FailureText.lines(check.withLocation(cause.location()))));
        } else {
            lines.add(cause.message());
            if (cause.location() != null) {
                lines.add("at: " + cause.location().shown());
            }
        }
        if (cause.fix() != null) {
            int at = lines.indexOf("at: " + cause.location().shown());
            lines.add(at + 1, "fix: " + cause.fix().text()
                    + "  (the grader ran it: every check of this cause passes with it)");
        }
        return lines;
    }

    /**
     * Returns what else the cause cost, after its own check's block: nothing when it cost only its check's points;
     * else the checks that failed on inputs of their own, then those that judged nothing wrong and lost points only
     * on inputs it left them unable to judge ({@link CheckResult#notJudged}), each under its heading: up to
     * {@value #LISTED} one line each ({@code memory.solver  5.00  (7 inputs)}), more one line of counts by category
     * ({@code not judged because of it: 9 correctness checks (5.51), 8 timing checks (13.00)}): a student reads the
     * mistake, not every check it broke ({@code --every-check} lists them).
     */
    static List<String> charges(Cause cause, List<CheckResult> checks) {
        Set<String> notJudged = checks.stream().filter(CheckResult::notJudged).map(CheckResult::id)
                .collect(Collectors.toSet());
        List<Cause.Charge> others = cause.charges().stream().filter(charge -> !charge.check().equals(cause.check()))
                .toList();
        List<String> lines = new ArrayList<>();
        lines.addAll(charges("also failed because of it", others.stream()
                .filter(charge -> !notJudged.contains(charge.check())).toList(), checks));
        lines.addAll(charges("not judged because of it", others.stream()
                .filter(charge -> notJudged.contains(charge.check())).toList(), checks));
        return lines;
    }

    /** Returns {@code charges} under {@code heading}, one line each or, past {@value #LISTED}, counted. */
    private static List<String> charges(String heading, List<Cause.Charge> charges, List<CheckResult> checks) {
        List<String> lines = new ArrayList<>();
        if (charges.isEmpty()) {
            return lines;
        }
        if (charges.size() > LISTED) {
            lines.add(heading + ": " + byCategory(charges, checks));
            return lines;
        }
        lines.add(heading + ":");
        int width = charges.stream().mapToInt(charge -> charge.check().length()).max().orElse(0);
        for (Cause.Charge charge : charges) {
            String inputs = charge.inputs() == 0 ? ""
                    : "  (" + charge.inputs() + (charge.inputs() == 1 ? " input)" : " inputs)");
            lines.add(String.format(Locale.ROOT, "  %-" + width + "s %6s%s", charge.check(),
                    Scores.format(charge.points()), inputs));
        }
        return lines;
    }

    /** Returns the charges counted by category, the costliest category first: "9 correctness checks (5.51), ...". */
    private static String byCategory(List<Cause.Charge> charges, List<CheckResult> checks) {
        Map<String, Category> categories = new HashMap<>();
        checks.forEach(check -> categories.put(check.id(), check.category()));
        Map<Category, double[]> sums = new EnumMap<>(Category.class); // category -> {checks, points}
        for (Cause.Charge charge : charges) {
            double[] sum = sums.computeIfAbsent(categories.getOrDefault(charge.check(), Category.CORRECTNESS),
                    category -> new double[2]);
            sum[0]++;
            sum[1] += charge.points();
        }
        return sums.entrySet().stream().sorted((a, b) -> Double.compare(b.getValue()[1], a.getValue()[1]))
                .map(entry -> (int) entry.getValue()[0] + " " + entry.getKey().wireName()
                        + (entry.getValue()[0] == 1 ? " check (" : " checks (") + Scores.format(entry.getValue()[1])
                        + ")").collect(Collectors.joining(", "));
    }

    /**
     * Returns the lines with each multi-line value (its lines indented two spaces under its label) cut to
     * {@value #TALLEST} lines, a 10x10 board's, and the rest counted: a toString() that grows on every call is
     * thousands of lines.
     */
    private static List<String> capped(List<String> lines) {
        List<String> kept = new ArrayList<>();
        int run = 0;
        int cut = 0;
        for (String line : lines) {
            run = line.startsWith("  ") ? run + 1 : 0;
            if (run == 0 && cut > 0) {
                kept.add(cutLine(cut));
                cut = 0;
            }
            if (run > TALLEST) {
                cut++;
            } else {
                kept.add(line);
            }
        }
        if (cut > 0) {
            kept.add(cutLine(cut));
        }
        return kept;
    }

    private static String cutLine(int cut) {
        return "  ... and " + cut + (cut == 1 ? " more line" : " more lines") + " (the JSON report has them all)";
    }

    /**
     * Returns a value line cut to what a student reads: a line of many items separated by "; " (seven searches)
     * longer than {@value #WIDEST} characters keeps its first item and counts the rest.
     */
    static String shortened(String line) {
        if (line.length() <= WIDEST) {
            return line;
        }
        String[] items = line.split("; ");
        if (items.length < 2) {
            return line;
        }
        return items[0] + "; and " + (items.length - 1) + " more like it (the JSON report has them all)";
    }
}
