package npuzzle.grader.report;

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
 */
public record CategoryScore(Category name, int passed, int total, double score, double maxScore) {
    public CategoryScore {
        Objects.requireNonNull(name, "name");
        score = Scores.round(score);
        maxScore = Scores.round(maxScore);
        if (passed < 0 || passed > total || !(score >= 0 && score <= maxScore)) {
            throw new IllegalArgumentException(name.wireName() + ": need 0 <= passed <= total and 0 <= score <= "
                    + "maxScore, got " + passed + "/" + total + ", " + score + " / " + maxScore);
        }
    }
}
