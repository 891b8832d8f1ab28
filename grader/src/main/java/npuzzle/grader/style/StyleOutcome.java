package npuzzle.grader.style;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.StyleFinding;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * Turns a tool's findings into its check's outcome: passed without findings; otherwise advice when the check is worth
 * no points (the default: it never reads as a failure), or failed when the grading config gives it points, with the findings
 * grouped by rule (a rule that fires many times is one line naming every place), and the share of the points left
 * after each finding costs what the grading config says (without a cost, any finding costs every point).
 */
final class StyleOutcome {
    /** Rules shown in the message; the report's findings list has them all. */
    private static final int SHOWN = 25;

    private StyleOutcome() {
    }

    /**
     * Returns the outcome of a check whose tool ran.
     *
     * @param points what the check is worth
     * @param findingCost what one finding costs, or empty for all of the points
     */
    static CheckOutcome of(StyleCheck check, List<StyleFinding> found, double points, Optional<Double> findingCost,
            long durationMs) {
        List<StyleFinding> findings = found.stream().sorted(Comparator.comparing(StyleFinding::file)
                .thenComparingInt(StyleFinding::line).thenComparing(StyleFinding::rule)).distinct().toList();
        if (findings.isEmpty()) {
            return new CheckOutcome(check.id(), Status.PASSED, 1, null, null, null, durationMs);
        }
        return new CheckOutcome(check.id(), points == 0 ? Status.ADVICE : Status.FAILED,
                fraction(findings.size(), points, findingCost),
                message(check, findings), null, null, durationMs, findings);
    }

    /** Returns the outcome of a check whose tool threw or ran out of time. */
    static CheckOutcome error(StyleCheck check, String reason, long durationMs) {
        return new CheckOutcome(check.id(), Status.ERROR, 0, check.tool() + " could not finish: " + reason, null,
                null, durationMs);
    }

    private static double fraction(int findings, double points, Optional<Double> findingCost) {
        if (points == 0 || findingCost.isEmpty()) {
            return 0;
        }
        return Math.max(0, 1 - findings * findingCost.get() / points);
    }

    private static String message(StyleCheck check, List<StyleFinding> findings) {
        Map<String, List<StyleFinding>> byRule = new LinkedHashMap<>();
        findings.forEach(finding -> byRule.computeIfAbsent(finding.rule(), rule -> new ArrayList<>()).add(finding));
        List<String> lines = new ArrayList<>();
        lines.add(check.tool() + ": " + findings.size() + (findings.size() == 1 ? " finding" : " findings")
                + (byRule.size() > 1 ? " of " + byRule.size() + " rules" : ""));
        byRule.values().stream().limit(SHOWN).forEach(group -> lines.add(line(group)));
        if (byRule.size() > SHOWN) {
            lines.add("... and " + (byRule.size() - SHOWN) + " more rules (the JSON report lists every finding)");
        }
        return String.join("\n", lines);
    }

    /** Returns one rule's line: where, the rule, how often, and the message of its first place. */
    private static String line(List<StyleFinding> group) {
        StyleFinding first = group.get(0);
        if (group.size() == 1) {
            return first.where() + " " + first.rule() + ": " + first.message();
        }
        String places = group.stream().map(StyleFinding::where).collect(Collectors.joining(", "));
        return first.rule() + " (" + group.size() + " times: " + places + "): " + first.message();
    }
}
