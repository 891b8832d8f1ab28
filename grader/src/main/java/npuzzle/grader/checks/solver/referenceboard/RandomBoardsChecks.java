package npuzzle.grader.checks.solver.referenceboard;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.solver.referenceboard.SolverOnBoardSets.BoardSet;
import npuzzle.grader.checks.solver.referenceboard.SolverOnBoardSets.Wording;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Princeton's Solver Tests 15a and 15b at their volume: the Solver, on the reference Board, on 100 random 2x2 boards
 * and 200 random 3x3, 4x4 and 5x5 boards each, every one a seeded random walk of up to 6 (2x2) or 20 slides from the
 * goal, the shorter walks first. Judged by {@link SolverOnBoardSets} with the four sizes as inputs. It runs only
 * when the grading config or {@code --thorough} asks: a third of a second on the sample, but half a minute on a class
 * of 100 graded with two jobs.
 */
@ExtendWith(GradingContextResolver.class)
class RandomBoardsChecks {
    /** Each size's boards: side, how many, the longest walk. */
    static final int[][] VOLUME = {{2, 100, 6}, {3, 200, 20}, {4, 200, 20}, {5, 200, 20}};

    @Check(id = "solver.reference-board.random-boards", category = Category.CORRECTNESS,
            name = "on the reference Board: moves() and solution() are right on 700 random 2x2 to 5x5 boards within"
                    + " 20 slides of the goal (--thorough)")
    void rightOnRandomBoards(GradingContext context) {
        SolverOnBoardSets.judge(context, sets(Inputs.random(context, "solver.reference-board.random-boards")),
                new Wording("sizes", "moves() or solution() is wrong on the random boards of %d of %d sizes (%s);"
                        + " shown: the first wrong board of the smallest", "right on all %d random boards"));
    }

    /** Returns the boards of each size of {@link #VOLUME}, made with {@code random}. */
    static List<BoardSet> sets(SplittableRandom random) {
        List<BoardSet> sets = new ArrayList<>();
        for (int[] size : VOLUME) {
            int n = size[0];
            List<Board> boards = new ArrayList<>();
            for (int k = 0; k < size[1]; k++) {
                boards.add(Inputs.scrambled(random, n, 1 + k * size[2] / size[1]));
            }
            sets.add(new BoardSet(n + "x" + n, boards));
        }
        return sets;
    }
}
