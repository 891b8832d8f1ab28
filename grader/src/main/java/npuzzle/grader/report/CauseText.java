package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import npuzzle.grader.checks.Category;

/**
 * The plain-text block of one cause: its check's own text ({@link FailureText}: what it saw, where in the student's
 * code, the smallest failing input, expected and actual values, the hint), then the checks charged to it, one line
 * each with what they cost, the most first; past {@value #LISTED} of them, counted per category.
 */
final class CauseText {
    /** Up to this many checks charged to a cause get a line each. */
    static final int LISTED = 20;

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
            lines.addAll(FailureText.lines(check));
        } else {
            lines.add(cause.message());
            if (cause.location() != null) {
                lines.add("at: " + cause.location());
            }
        }
        return lines;
    }

    /**
     * Returns one line per check charged to the cause, e.g. {@code memory.solver  5.00  (7 inputs)}; past
     * {@value #LISTED} of them, one line per category, e.g. {@code correctness  46 checks  60.00}.
     */
    static List<String> charges(Cause cause, List<CheckResult> checks) {
        List<Cause.Charge> charges = cause.charges();
        if (charges.size() > LISTED) {
            return byCategory(charges, checks);
        }
        int width = charges.stream().mapToInt(charge -> charge.check().length()).max().orElse(0);
        List<String> lines = new ArrayList<>();
        for (Cause.Charge charge : charges) {
            String inputs = charge.inputs() == 0 ? ""
                    : "  (" + charge.inputs() + (charge.inputs() == 1 ? " input)" : " inputs)");
            lines.add(String.format(Locale.ROOT, "%-" + width + "s %6s%s", charge.check(),
                    Scores.format(charge.points()), inputs));
        }
        return lines;
    }

    private static List<String> byCategory(List<Cause.Charge> charges, List<CheckResult> checks) {
        Map<String, Category> categories = new HashMap<>();
        checks.forEach(check -> categories.put(check.id(), check.category()));
        Map<Category, double[]> sums = new EnumMap<>(Category.class); // category -> {checks, points}
        for (Cause.Charge charge : charges) {
            double[] sum = sums.computeIfAbsent(categories.getOrDefault(charge.check(), Category.CORRECTNESS),
                    category -> new double[2]);
            sum[0]++;
            sum[1] += charge.points();
        }
        List<String> lines = new ArrayList<>();
        sums.forEach((category, sum) -> lines.add(String.format(Locale.ROOT, "%-12s %3d %s %6s",
                category.wireName(), (int) sum[0], sum[0] == 1 ? "check " : "checks", Scores.format(sum[1]))));
        return lines;
    }
}
