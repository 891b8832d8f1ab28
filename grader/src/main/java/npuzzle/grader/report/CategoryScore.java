package npuzzle.grader.report;

import java.util.Locale;
import java.util.Objects;
import npuzzle.grader.checks.Category;

/**
 * A category's total in a report.
 *
 * @param name the category
 * @param passed how many of its checks passed
 * @param total how many of its checks were graded (not skipped)
 * @param score the points earned, rounded
 * @param maxScore the points it is worth
 * @param findings how many findings its checks list (the style category's), or null for a category of checks
 *     that list none
 */
public record CategoryScore(Category name, int passed, int total, double score, double maxScore, Integer findings) {
    public CategoryScore {
        Objects.requireNonNull(name, "name");
        score = Scores.round(score);
        maxScore = Scores.round(maxScore);
        if (passed < 0 || passed > total || !(score >= 0 && score <= maxScore) || findings != null && findings < 0) {
            throw new IllegalArgumentException(name.wireName() + ": need 0 <= passed <= total, 0 <= score <= "
                    + "maxScore and findings >= 0, got " + passed + "/" + total + ", " + score + " / " + maxScore
                    + ", " + findings);
        }
    }

    /** A category of checks that list no findings. */
    public CategoryScore(Category name, int passed, int total, double score, double maxScore) {
        this(name, passed, total, score, maxScore, null);
    }

    /** Returns whether the category is advice only: the style category while the grading config gives it no points. */
    public boolean advisory() {
        return name == Category.STYLE && maxScore == 0;
    }

    /**
     * Returns how the category went in words: {@code 3 findings} for advice (or {@code not run} when none of its
     * checks ran), {@code 3/4 passed} otherwise.
     */
    public String counts() {
        if (!advisory()) {
            return passed + "/" + total + " passed";
        }
        if (total == 0) {
            return "not run";
        }
        int count = findings == null ? 0 : findings;
        return String.format(Locale.ROOT, "%d %s", count, count == 1 ? "finding" : "findings");
    }

    /** Returns whether nothing in the category asks for attention: every check passed, or advice without findings. */
    public boolean clean() {
        return advisory() ? findings == null || findings == 0 : passed == total;
    }
}
