package npuzzle.grader.scan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The allowed and denied APIs: finds the most specific rule for a class or a member. A member rule beats a class
 * rule (searched through the JDK supertypes, nearest first), a nested class beats its outer class, a class beats its
 * package, a package's classes beat its sub-package tree, and a longer package tree beats a shorter one.
 */
final class Policy {
    private final Map<String, Rule> members = new HashMap<>();
    private final Map<String, Rule> classes = new HashMap<>();
    private final Map<String, Rule> packages = new HashMap<>();
    private final Map<String, Rule> packageTrees = new HashMap<>();
    private final OnViolation onViolation;
    private final List<Rule> rules;

    /** Makes a policy of rules with distinct patterns. */
    Policy(List<Rule> rules, OnViolation onViolation) {
        this.rules = List.copyOf(rules);
        this.onViolation = onViolation;
        for (Rule rule : rules) {
            ApiPattern pattern = rule.pattern();
            Map<String, Rule> index = switch (pattern.kind()) {
                case MEMBER -> members;
                case CLASS -> classes;
                case PACKAGE -> packages;
                case PACKAGE_TREE, EVERYTHING -> packageTrees;
            };
            String key = pattern.kind() == ApiPattern.Kind.MEMBER ? memberKey(pattern.name(), pattern.member())
                    : pattern.name();
            if (index.put(key, rule) != null) {
                throw new IllegalArgumentException("two rules for " + pattern);
            }
        }
    }

    List<Rule> rules() {
        return rules;
    }

    OnViolation onViolation() {
        return onViolation;
    }

    /** Returns the first rule for {@code member} in one of {@code types}, searched in order. */
    Optional<Rule> ruleForMember(List<String> types, String member) {
        for (String type : types) {
            Rule rule = members.get(memberKey(type, member));
            if (rule != null) {
                return Optional.of(rule);
            }
        }
        return Optional.empty();
    }

    /** Returns the most specific class or package rule for a class (binary name with dots), if any. */
    Optional<Rule> ruleForClass(String className) {
        String name = className;
        while (true) {
            Rule rule = classes.get(name);
            if (rule != null) {
                return Optional.of(rule);
            }
            int nested = name.lastIndexOf('$');
            if (nested <= name.lastIndexOf('.') + 1) {
                break;
            }
            name = name.substring(0, nested);
        }
        String prefix = className.substring(0, Math.max(className.lastIndexOf('.'), 0));
        Rule rule = packages.get(prefix);
        while (rule == null && !prefix.isEmpty()) {
            rule = packageTrees.get(prefix);
            prefix = prefix.substring(0, Math.max(prefix.lastIndexOf('.'), 0));
        }
        return Optional.ofNullable(rule != null ? rule : packageTrees.get(""));
    }

    private static String memberKey(String className, String member) {
        return className + "#" + member;
    }
}
