package npuzzle.grader.explain;

import java.util.List;
import java.util.Objects;

/**
 * A check explained to a student: what it tests, the assignment's rule it grades and why, and the usual mistakes
 * that fail it with the fix of each.
 *
 * @param id the check's id
 * @param tests what the check runs and compares: its inputs, the calls, the reference it is compared with
 * @param rule where the assignment states the rule, and its words
 * @param why why the assignment asks for it
 * @param mistakes the usual mistakes that fail the check, at least one
 */
public record Explanation(String id, String tests, Rule rule, String why, List<Mistake> mistakes) {
    /**
     * The assignment's rule a check grades.
     *
     * @param section the part of the assignment that states it, e.g. "Board"
     * @param quote the assignment's words
     */
    public record Rule(String section, String quote) {
        public Rule {
            Objects.requireNonNull(section, "section");
            Objects.requireNonNull(quote, "quote");
        }
    }

    /** A usual mistake that fails the check, and how to fix it. */
    public record Mistake(String mistake, String fix) {
        public Mistake {
            Objects.requireNonNull(mistake, "mistake");
            Objects.requireNonNull(fix, "fix");
        }
    }

    public Explanation {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(tests, "tests");
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(why, "why");
        mistakes = List.copyOf(mistakes);
    }
}
