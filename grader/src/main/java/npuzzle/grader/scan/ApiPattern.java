package npuzzle.grader.scan;

import java.util.regex.Pattern;

/**
 * What a policy rule names: everything ({@code **}), a package and its sub-packages ({@code java.io.**}), the classes
 * of one package ({@code java.util.*}), a class with its nested classes ({@code java.lang.Thread}, nested ones
 * written {@code java.util.Map$Entry}), or a member of a class ({@code java.lang.System#exit}, constructors
 * {@code <init>}).
 *
 * @param kind which of the five forms
 * @param name the package (empty for everything) or the class, with dots
 * @param member the member's name for {@link Kind#MEMBER}, else null
 */
record ApiPattern(Kind kind, String name, String member) {
    enum Kind { EVERYTHING, PACKAGE_TREE, PACKAGE, CLASS, MEMBER }

    private static final String IDENTIFIER = "[\\p{L}_$][\\p{L}\\p{N}_$]*";
    private static final Pattern QUALIFIED = Pattern.compile(IDENTIFIER + "(\\." + IDENTIFIER + ")*");
    private static final Pattern MEMBER_NAME = Pattern.compile("<init>|<clinit>|" + IDENTIFIER);

    /**
     * Parses a pattern as written in the policy file.
     *
     * @throws IllegalArgumentException with what was expected, if the text is none of the five forms
     */
    static ApiPattern parse(String text) {
        if (text.equals("**")) {
            return new ApiPattern(Kind.EVERYTHING, "", null);
        }
        int hash = text.indexOf('#');
        if (hash >= 0) {
            String owner = text.substring(0, hash);
            String member = text.substring(hash + 1);
            requireQualified(owner, text);
            if (!MEMBER_NAME.matcher(member).matches()) {
                throw new IllegalArgumentException("expected a member name after '#' in \"" + text + "\"");
            }
            return new ApiPattern(Kind.MEMBER, owner, member);
        }
        if (text.endsWith(".**")) {
            String pkg = text.substring(0, text.length() - 3);
            return new ApiPattern(Kind.PACKAGE_TREE, requireQualified(pkg, text), null);
        }
        if (text.endsWith(".*")) {
            return new ApiPattern(Kind.PACKAGE, requireQualified(text.substring(0, text.length() - 2), text), null);
        }
        return new ApiPattern(Kind.CLASS, requireQualified(text, text), null);
    }

    private static String requireQualified(String name, String text) {
        if (!QUALIFIED.matcher(name).matches()) {
            throw new IllegalArgumentException("expected \"**\", \"a.package.**\", \"a.package.*\", \"a.package.Class\""
                    + " or \"a.package.Class#member\", found \"" + text + "\"");
        }
        return name;
    }

    @Override
    public String toString() {
        return switch (kind) {
            case EVERYTHING -> "**";
            case PACKAGE_TREE -> name + ".**";
            case PACKAGE -> name + ".*";
            case CLASS -> name;
            case MEMBER -> name + "#" + member;
        };
    }
}
