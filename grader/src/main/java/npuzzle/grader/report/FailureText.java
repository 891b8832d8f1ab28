package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.CheckDetails;

/**
 * The plain-text body of a check that did not pass: its message, where in the student's code (file:line method),
 * k of m inputs, the input, expected and actual
 * values, the hint and what the code printed, one labelled block each; a hidden check's says only that it is hidden.
 */
public final class FailureText {
    /** What a hidden check shows instead of its details. */
    public static final String HIDDEN = "(a hidden check: its details are in the instructor's report)";

    private FailureText() {
    }

    /** Returns the body's lines, without indentation; a multi-line value follows its label, indented two spaces. */
    public static List<String> lines(CheckResult check) {
        List<String> lines = new ArrayList<>();
        if (check.visibility() == Visibility.HIDDEN) {
            lines.add(HIDDEN);
            return lines;
        }
        if (check.message() != null) {
            lines.addAll(List.of(check.message().split("\n", -1)));
        }
        if (check.location() != null) {
            lines.add("at: " + check.location().shown());
        }
        CheckDetails details = check.details();
        if (details != null) {
            if (details.total() > 1) {
                lines.add("passed " + details.passed() + " of " + details.total() + " inputs");
            }
            block(lines, "input", details.input());
            block(lines, "expected", details.expected());
            block(lines, "actual", details.actual());
            block(lines, "hint", details.hint());
        }
        if (check.output() != null) { // printed lines end in a newline; the values above are shown exactly
            block(lines, "output", check.output().replaceFirst("\n$", ""));
        }
        return lines;
    }

    /** Returns the body as one text, lines joined by newlines. */
    public static String of(CheckResult check) {
        return String.join("\n", lines(check));
    }

    private static void block(List<String> lines, String label, String text) {
        if (text == null) {
            return;
        }
        if (text.contains("\n")) {
            lines.add(label + ":");
            for (String line : text.split("\n", -1)) { // -1 keeps a trailing empty line: it may be the bug
                lines.add("  " + line);
            }
        } else {
            lines.add(label + ": " + text);
        }
    }
}
