package npuzzle.grader.sandbox.child;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One check run on one variant of the student's classes, by the id the parent and a child in variant mode
 * ({@link VariantRun}) know it by: {@code 2/7/111/fix/board.neighbors.corner}.
 *
 * @param group which of the parent's searches the variant belongs to (the cause it may fix)
 * @param variant the index of the variant's class folder in {@link ChildSpec#variantDirs()}
 * @param line the source line the variant edits: once a variant of the group passed every check, the group's other
 *     variants on its line are not run (they could only name the same line)
 * @param mustFix whether the check failed on the student's classes (the variant must make it pass), or passed
 *     (the variant must not make it fail; run only when the variant made every failing check pass)
 * @param check the check's own id
 */
public record VariantCheck(int group, int variant, int line, boolean mustFix, String check) {
    private static final Pattern ID = Pattern.compile("(\\d+)/(\\d+)/(\\d+)/(fix|keep)/(.+)");

    public VariantCheck {
        Objects.requireNonNull(check, "check");
    }

    /** Returns the variant check an id names, or null when it names none. */
    public static VariantCheck parse(String id) {
        Matcher matcher = ID.matcher(id);
        if (!matcher.matches()) {
            return null;
        }
        return new VariantCheck(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)),
                Integer.parseInt(matcher.group(3)), matcher.group(4).equals("fix"), matcher.group(5));
    }

    /** Returns what the ids of this variant's checks that must fix (or keep) start with: {@code 2/7/111/fix/}. */
    String prefix(boolean fix) {
        return group + "/" + variant + "/" + line + (fix ? "/fix/" : "/keep/");
    }

    @Override
    public String toString() {
        return prefix(mustFix) + check;
    }
}
