package npuzzle.grader.checks.solver.referenceboard;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.solver.referenceboard.SolverOnBoardSets.BoardSet;
import npuzzle.grader.checks.solver.referenceboard.SolverOnBoardSets.Wording;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Princeton's volume of small random puzzles (Solver Tests 4a and 4b: 1,000 random 3x3 boards at each distance 1 to
 * 12 from the goal), made exhaustive: the Solver, on the reference Board, solves every one of the 1,849 3x3 boards
 * within 12 slides of the goal, judged by {@link SolverOnBoardSets} with the 12 distances as inputs.
 */
@ExtendWith(GradingContextResolver.class)
class NearGoalChecks {
    static final int SIDE = 3;
    static final int DISTANCES = 12;

    @Check(id = "solver.reference-board.near-goal", category = Category.CORRECTNESS,
            name = "on the reference Board: moves() and solution() are right on every 3x3 board within 12 slides of"
                    + " the goal (1,849 boards)")
    void rightOnEveryBoardNearTheGoal(GradingContext context) {
        List<List<Board>> byDistance = NearGoalBoards.byDistance(SIDE, DISTANCES);
        List<BoardSet> sets = new ArrayList<>();
        for (int d = 1; d <= DISTANCES; d++) {
            sets.add(new BoardSet(String.valueOf(d), byDistance.get(d)));
        }
        SolverOnBoardSets.judge(context, sets, new Wording("distances", "moves() or solution() is wrong at %d of %d"
                + " distances from the goal (%s slides); shown: the first wrong board at the smallest",
                "right on all %d boards within " + DISTANCES + " slides of the goal"));
    }
}
