package npuzzle.grader.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import npuzzle.grader.CheckInfo;

/** Formats explanations for a terminal: headed sections, paragraphs wrapped at {@value #WIDTH} columns. */
public final class ExplanationText {
    /** The widest line, as in picocli's usage help. */
    public static final int WIDTH = 80;
    private static final String INDENT = "  ";

    private ExplanationText() {
    }

    /** Returns the command that grades a submission on this check alone. */
    public static String rerun(String id) {
        return "grader check DIR --only " + id;
    }

    /** Returns the explanation of one check: what it tests, why, the usual mistakes, how to rerun it. */
    public static List<String> lines(CheckInfo check, Explanation explanation) {
        List<String> lines = new ArrayList<>();
        lines.add(check.id() + " (" + check.category().wireName() + "): " + check.name());
        lines.add("");
        lines.add("What it tests:");
        wrap(lines, INDENT, INDENT, explanation.tests());
        lines.add("");
        lines.add("Why the assignment asks for it:");
        Explanation.Rule rule = explanation.rule();
        lines.add(INDENT + "The assignment says (" + rule.section() + "):");
        wrap(lines, INDENT.repeat(2) + "\"", INDENT.repeat(2) + " ", rule.quote() + "\"");
        wrap(lines, INDENT, INDENT, explanation.why());
        lines.add("");
        lines.add("Usual mistakes that fail it:");
        for (Explanation.Mistake mistake : explanation.mistakes()) {
            wrap(lines, INDENT + "- ", INDENT + "  ", mistake.mistake());
            wrap(lines, INDENT + "  fix: ", INDENT + "  ", mistake.fix());
        }
        lines.add("");
        lines.add("Rerun just this check (DIR is your submission's folder):");
        lines.add(INDENT + rerun(check.id()));
        return lines;
    }

    /** Returns one line per check: its id and its one-line summary. */
    public static List<String> listing(List<CheckInfo> checks) {
        int width = checks.stream().mapToInt(check -> check.id().length()).max().orElse(0);
        List<String> lines = new ArrayList<>();
        for (CheckInfo check : checks) {
            lines.add(String.format(Locale.ROOT, "%-" + width + "s  %s", check.id(), check.name()));
        }
        return lines;
    }

    /**
     * Adds {@code text} as lines of at most {@link #WIDTH} columns, the first starting with {@code first}, the others
     * with {@code rest}; a newline in the text starts a new line, and a word longer than a line stays whole.
     */
    static void wrap(List<String> lines, String first, String rest, String text) {
        String lead = first;
        for (String paragraph : text.strip().split("\n")) {
            wrapParagraph(lines, lead, rest, paragraph);
            lead = rest;
        }
    }

    private static void wrapParagraph(List<String> lines, String first, String rest, String text) {
        StringBuilder line = new StringBuilder(first);
        int start = first.length();
        for (String word : text.strip().split("\\s+")) {
            if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(rest);
                start = rest.length();
            }
            line.append(line.length() > start ? " " : "").append(word);
        }
        lines.add(line.toString());
    }
}
