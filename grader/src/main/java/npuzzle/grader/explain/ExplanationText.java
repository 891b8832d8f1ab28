package npuzzle.grader.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Assignment;

/** Formats explanations for a terminal: headed sections, paragraphs wrapped at {@value #WIDTH} columns. */
public final class ExplanationText {
    /** The widest line, as in picocli's usage help. */
    public static final int WIDTH = 80;
    private static final String INDENT = "  ";
    /** A command in an explanation's text that explains another check. */
    private static final Pattern EXPLAIN = Pattern.compile("grader explain [a-z0-9*-]+(?:\\.[a-z0-9*-]+)*");

    private ExplanationText() {
    }

    /** Returns the command that grades a submission on this check alone (in {@code version}, unless the default). */
    public static String rerun(String id, Optional<Assignment> version) {
        return "grader check DIR --only " + id + option(version);
    }

    /** Returns the option that names {@code version} on a command line, or nothing for the default version. */
    private static String option(Optional<Assignment> version) {
        return version.filter(v -> v != Assignment.DEFAULT).map(v -> " --assignment " + v.wireName()).orElse("");
    }

    /** Returns {@code text} with each {@code grader explain ID} in it naming the version, whose words it then shows. */
    private static String inVersion(String text, Optional<Assignment> version) {
        String option = option(version);
        return option.isEmpty() ? text : EXPLAIN.matcher(text).replaceAll(command -> command.group() + option);
    }

    /**
     * Returns the explanation of one check: what it tests, why, the usual mistakes, how to rerun it (in
     * {@code version}, the one the explanation is in, if any).
     */
    public static List<String> lines(CheckInfo check, Explanation explanation, Optional<Assignment> version) {
        List<String> lines = new ArrayList<>();
        lines.add(check.id() + " (" + check.category().wireName() + "): " + check.name());
        lines.add("");
        lines.add("What it tests:");
        wrap(lines, INDENT, INDENT, inVersion(explanation.tests(), version));
        lines.add("");
        lines.add("Why the assignment asks for it:");
        Explanation.Rule rule = explanation.rule();
        lines.add(INDENT + "The assignment says (" + rule.section() + "):");
        wrap(lines, INDENT.repeat(2) + "\"", INDENT.repeat(2) + " ", rule.quote() + "\"");
        wrap(lines, INDENT, INDENT, inVersion(explanation.why(), version));
        lines.add("");
        lines.add("Usual mistakes that fail it:");
        for (Explanation.Mistake mistake : explanation.mistakes()) {
            wrap(lines, INDENT + "- ", INDENT + "  ", inVersion(mistake.mistake(), version));
            wrap(lines, INDENT + "  fix: ", INDENT + "  ", inVersion(mistake.fix(), version));
        }
        lines.add("");
        lines.add("Rerun just this check (DIR is your submission's folder):");
        lines.add(INDENT + rerun(check.id(), version));
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
