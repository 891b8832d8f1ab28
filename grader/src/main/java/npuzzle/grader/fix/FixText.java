package npuzzle.grader.fix;

import java.util.Map;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes an {@link Edit} into the source line it was made on, where the line shows one place it can go: one
 * {@code <=} for a comparison's boundary, one literal {@code 1}, one {@code tile}. Where the line is ambiguous (two
 * {@code <}, say), there is no text: the edit still names the line, but what to change on it is left to the student.
 */
public final class FixText {
    private static final Map<String, String> NEGATION = Map.of("<", ">=", ">=", "<", ">", "<=", "<=", ">", "==",
            "!=", "!=", "==");
    private static final String OPERAND = "[\\w$.]+(?:\\(\\))?";
    /** A comparison operator standing alone: not part of {@code <<}, {@code ->}, {@code +=}. */
    private static final Pattern COMPARISON = Pattern.compile("(?<![<>=!+\\-*/%&|^])(<=|>=|==|!=|<|>)(?![<>=])");
    private static final Pattern ARRAY_EQUALS = Pattern.compile("(" + OPERAND + ")\\.equals\\(([^()]*)\\)");
    private static final Pattern IDENTITY = Pattern.compile("(" + OPERAND + ")\\s*(==|!=)\\s*(" + OPERAND + ")");

    private FixText() {
    }

    /** Returns the line with the edit made, trimmed, or empty when the line does not show where it goes. */
    public static Optional<String> apply(Edit edit, String line) {
        if (line == null || edit.from() == null) {
            return Optional.empty();
        }
        String text = line.strip();
        return switch (edit.kind()) {
            case BOUNDARY, NEGATION -> comparison(edit, text);
            case EQUALS -> equalsCall(edit, text);
            case CONSTANT -> literal(edit, text);
            case FORMAT -> once(text, Pattern.compile(Pattern.quote(edit.from())))
                    .map(at -> splice(text, at, edit.to()));
            case DEEP_EQUALS -> once(text, ARRAY_EQUALS).map(at -> splice(text, at, "Arrays.deepEquals(" + at.group(1)
                    + ", " + at.group(2) + ")"));
            case ARITHMETIC -> once(text, binary(edit.from())).map(at -> splice(text, at, edit.to()));
            case OFF_BY_ONE -> oneOff(edit, text);
            case SWAP -> swapped(edit, text);
            case FIELD, NAMESAKE -> once(text, Pattern.compile("(?<![\\w$.])" + Pattern.quote(edit.from())
                    + "(?![\\w$(])")).map(at -> splice(text, at, edit.to()));
            case CONDITION, OPERAND, GUARD, STATEMENT -> Optional.empty();
        };
    }

    /**
     * The line's one comparison, read as javac compiles an if (the jump is its negation, which the edit is given in)
     * or, in a {@code ||}, as written; a line with two comparisons does not show which one the jump stands for.
     */
    private static Optional<String> comparison(Edit edit, String text) {
        return once(text, COMPARISON).flatMap(at -> {
            if (at.group().equals(edit.from())) {
                return Optional.of(splice(text, at, edit.to()));
            }
            if (at.group().equals(NEGATION.get(edit.from()))) {
                return Optional.of(splice(text, at, NEGATION.get(edit.to())));
            }
            return Optional.empty();
        });
    }

    private static Optional<String> equalsCall(Edit edit, String text) {
        Optional<MatchResult> found = once(text, IDENTITY);
        return found.map(at -> {
            // the jump was negated: source "a == b" jumps past on !=, so the edit reads a.equals(b)
            boolean same = edit.from().equals("==");
            String call = (same ? "" : "!") + at.group(1) + ".equals(" + at.group(3) + ")";
            return text.substring(0, at.start()) + call + text.substring(at.end());
        });
    }

    private static Optional<String> literal(Edit edit, String text) {
        Pattern term = Pattern.compile("\\s*([+-])\\s*(?<![\\w.])" + Pattern.quote(edit.from()) + "(?![\\w.])");
        Optional<MatchResult> added = once(text, term);
        if (edit.to().equals("0") && added.isPresent()) { // "moves + 1" made "moves + 0" reads "moves"
            MatchResult at = added.get();
            return Optional.of(text.substring(0, at.start()) + text.substring(at.end()));
        }
        Pattern token = Pattern.compile("(?<![\\w.])" + Pattern.quote(edit.from()) + "(?![\\w.])");
        return once(text, token).map(at -> text.substring(0, at.start()) + edit.to() + text.substring(at.end()));
    }

    private static Optional<String> oneOff(Edit edit, String text) {
        if (edit.from().isEmpty()) {
            return Optional.empty();
        }
        Pattern read = Pattern.compile("(?<![\\w$.])(?:this\\.)?" + Pattern.quote(edit.from()) + "(?![\\w$(])");
        return once(text, read).map(at -> {
            String before = text.substring(0, at.start()).stripTrailing();
            String after = text.substring(at.end()).stripLeading();
            String value = at.group() + " " + edit.to() + " 1";
            // parentheses only where the operators around would bind tighter: (n - 1) * 2, x - (n - 1)
            boolean tighter = before.matches(".*[*/%~!-]") && !before.endsWith("--") || after.matches("^[*/%.\\[].*");
            String written = tighter ? "(" + value + ")" : value;
            return text.substring(0, at.start()) + written + text.substring(at.end());
        });
    }

    /**
     * The line with its two locals swapped, where each is read once on it and neither is written there ({@code i -= j}
     * or {@code j++} would move the write as well as the read).
     */
    private static Optional<String> swapped(Edit edit, String text) {
        Pattern written = Pattern.compile("(?:\\+\\+|--)\\s*(?:" + Pattern.quote(edit.from()) + "|"
                + Pattern.quote(edit.to()) + ")(?![\\w$])|(?<![\\w$.])(?:" + Pattern.quote(edit.from()) + "|"
                + Pattern.quote(edit.to()) + ")\\s*(?:\\+\\+|--|(?:<<|>>>?|[-+*/%&|^])?=(?!=))");
        if (written.matcher(text).find()) {
            return Optional.empty();
        }
        Pattern either = Pattern.compile("(?<![\\w$.])(" + Pattern.quote(edit.from()) + "|" + Pattern.quote(edit.to())
                + ")(?![\\w$(])");
        Matcher matcher = either.matcher(text);
        StringBuilder swapped = new StringBuilder();
        int froms = 0;
        int tos = 0;
        while (matcher.find()) {
            boolean from = matcher.group().equals(edit.from());
            froms += from ? 1 : 0;
            tos += from ? 0 : 1;
            matcher.appendReplacement(swapped, Matcher.quoteReplacement(from ? edit.to() : edit.from()));
        }
        matcher.appendTail(swapped);
        return froms == 1 && tos == 1 ? Optional.of(swapped.toString()) : Optional.empty();
    }

    /** Returns the one match of {@code pattern} in {@code text}, or empty when there is none or more than one. */
    private static Optional<MatchResult> once(String text, Pattern pattern) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            return Optional.empty();
        }
        MatchResult first = matcher.toMatchResult();
        return matcher.find() ? Optional.empty() : Optional.of(first);
    }

    private static String splice(String text, MatchResult at, String replacement) {
        return text.substring(0, at.start()) + replacement + text.substring(at.end());
    }


    /** A binary arithmetic operator: after an operand, and not {@code ++}, {@code +=}, {@code ->}. */
    private static Pattern binary(String operator) {
        return Pattern.compile("(?<=[\\w)\\]]\\s?)" + Pattern.quote(operator) + "(?![+\\-=>])");
    }
}
