package npuzzle.grader.checks.timing;

import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * CS 61B's {@code estimatedDistanceToGoal()}, timed as the other Board queries are: counted work over doubling n, and
 * only when it answers the Manhattan distance. A class of its own, since only that version's Board has the method.
 */
@ExtendWith(GradingContextResolver.class)
class EstimateTimingChecks {
    @Check(id = "timing.board.estimated-distance", category = Category.TIMING,
            name = "estimatedDistanceToGoal() takes time ~n^2 at most (CS 61B's version)")
    void estimatedDistanceIsAtMostQuadratic(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.ESTIMATED_DISTANCE, reporter);
    }
}
