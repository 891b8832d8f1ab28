package npuzzle.grader.scan;

import java.util.Objects;

/**
 * One policy entry: a pattern, whether it allows or denies what it names, and the reason a student reads.
 *
 * @param pattern what the rule names
 * @param allowed true for an allow rule, false for a deny rule
 * @param reason why, in words a student can act on
 */
record Rule(ApiPattern pattern, boolean allowed, String reason) {
    Rule {
        Objects.requireNonNull(pattern);
        Objects.requireNonNull(reason);
    }

    /** Returns the pattern and the reason, the form a {@link Finding} carries. */
    String describe() {
        return pattern + ": " + reason;
    }
}
