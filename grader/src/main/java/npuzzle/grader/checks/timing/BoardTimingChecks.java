package npuzzle.grader.checks.timing;

import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/** The assignment's performance requirements for Board, measured as counted work over doubling n. */
@ExtendWith(GradingContextResolver.class)
class BoardTimingChecks {
    @Check(id = "timing.board.constructor", category = Category.TIMING, name = "Board(int[][]) takes time ~n^2")
    void constructorIsQuadratic(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.CONSTRUCTOR, reporter);
    }

    @Check(id = "timing.board.size", category = Category.TIMING, name = "size() takes constant time")
    void sizeIsConstant(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.SIZE, reporter);
    }

    @Check(id = "timing.board.tile-at", category = Category.TIMING, name = "tileAt(i, j) takes constant time")
    void tileAtIsConstant(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.TILE_AT, reporter);
    }

    @Check(id = "timing.board.hamming", category = Category.TIMING,
            name = "hamming() takes constant time (~n^2 in Princeton's versions)")
    void hammingIsConstant(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.HAMMING, reporter);
    }

    @Check(id = "timing.board.manhattan", category = Category.TIMING,
            name = "manhattan() takes constant time (~n^2 in Princeton's versions)")
    void manhattanIsConstant(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.MANHATTAN, reporter);
    }

    @Check(id = "timing.board.is-goal", category = Category.TIMING,
            name = "isGoal() takes constant time (~n^2 in Princeton's versions)")
    void isGoalIsConstant(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.IS_GOAL, reporter);
    }

    @Check(id = "timing.board.is-solvable", category = Category.TIMING, name = "isSolvable() takes time ~n^2 log n")
    void isSolvableIsNSquaredLogN(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.IS_SOLVABLE, reporter);
    }

    @Check(id = "timing.board.neighbors", category = Category.TIMING, name = "neighbors() takes time ~n^2")
    void neighborsIsQuadratic(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.NEIGHBORS, reporter);
    }

    @Check(id = "timing.board.equals", category = Category.TIMING, name = "equals(Object) takes time ~n^2")
    void equalsIsQuadratic(GradingContext context, TestReporter reporter) {
        BoardTiming.check(context, BoardOperation.EQUALS, reporter);
    }
}
