package npuzzle.grader.explain;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.style.StyleCheck;
import npuzzle.grader.style.StyleRule;

/** The text {@code grader explain} prints for a rule of a style check, and the list of a check's rules. */
public final class StyleRuleText {
    private StyleRuleText() {
    }

    /** Returns what one rule finds, what it means and how to fix it, and the check that reports it. */
    public static List<String> rule(StyleRule rule) {
        List<String> lines = new ArrayList<>();
        lines.add("style." + rule.name() + ": a rule of " + rule.check().id());
        lines.add("");
        lines.add("What it finds: " + rule.summary());
        if (!rule.detail().isEmpty() && !rule.detail().equals(rule.summary())) {
            lines.add("");
            lines.add((rule.check() == StyleCheck.DESIGN ? "Why it matters and the fix: " : "What the tool says: ")
                    + rule.detail());
        }
        lines.add("");
        lines.add("Rerun it alone: grader check DIR --only " + rule.check().id());
        return lines;
    }

    /** Returns the lines listing a check's rules, each with its one-line summary; none when it has no list. */
    public static List<String> listing(StyleCheck check, List<StyleRule> rules) {
        List<String> lines = new ArrayList<>();
        if (rules.isEmpty()) {
            return lines;
        }
        lines.add("");
        lines.add("Its rules (grader explain style.RULE explains one):");
        int width = rules.stream().mapToInt(rule -> rule.name().length()).max().orElse(0);
        for (StyleRule rule : rules) {
            lines.add("  " + rule.name() + " ".repeat(width - rule.name().length()) + "  " + rule.summary());
        }
        return lines;
    }
}
