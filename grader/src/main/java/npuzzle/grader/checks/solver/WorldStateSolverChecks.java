package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * CS 61B's rules for a Solver that must work on any {@code WorldState}, judged on the grader's maze: the answers are
 * the fewest moves, and {@code estimatedDistanceToGoal()} is computed about once per search node (the course's
 * "cache it in the search node": its word puzzle's estimate is an edit distance, far dearer than a comparison).
 */
@ExtendWith(GradingContextResolver.class)
class WorldStateSolverChecks {
    private static final int[] SIDES = {6, 12, 20};
    /** The maze whose search is counted: big enough that a priority computed per comparison shows. */
    private static final int COUNTED_SIDE = 30;
    /** At most this many estimates per cell handed out: one as its node is made, one for isGoal() as it leaves. */
    private static final int ESTIMATES_PER_CELL = 2;
    private static final String CAST_HINT = "call only WorldState's methods on the states (no cast to Board): the "
            + "Solver must solve any WorldState, the course's word puzzle too";
    private static final String SEARCH_HINT = "the priority is the moves made so far plus estimatedDistanceToGoal(), "
            + "and the search ends when a goal state leaves the queue";
    private static final String SOLUTION_HINT = "solution() holds every state of the path in order, from the initial "
            + "state to the goal, both included";

    @Check(id = "solver.world-state.moves", category = Category.CORRECTNESS,
            name = "on a WorldState that is not a Board (the grader's maze): moves() is the fewest, and solution() "
                    + "walks from the initial state to the goal")
    void solvesAWorldThatIsNotABoard(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        List<String> wrong = new ArrayList<>();
        String hint = null;
        for (int side : SIDES) {
            MazeSearch search = MazeSearch.run(solver, side, context.seed() + side);
            if (!search.right()) {
                wrong.add(side + "x" + side + " maze: " + describe(search));
                hint = wrong.size() == 1 ? hint(search) : hint; // the shown maze's
            }
        }
        if (!wrong.isEmpty()) {
            throw new CheckFailure("wrong on " + wrong.size() + " of " + SIDES.length + " mazes: " + wrong.get(0),
                    new CheckDetails(wrong.get(0).substring(0, wrong.get(0).indexOf(':')), null,
                            String.join("; ", wrong), hint, SIDES.length - wrong.size(), SIDES.length));
        }
    }

    @Check(id = "timing.solver.cached-estimate", category = Category.TIMING,
            name = "estimatedDistanceToGoal() is computed about once per search node (cached in the node), not in "
                    + "every comparison")
    void estimatesOncePerNode(GradingContext context) {
        Class<?> solver = StudentClasses.solver(context).type();
        MazeSearch search = MazeSearch.run(solver, COUNTED_SIDE, context.seed());
        if (!search.right()) {
            throw new CheckFailure("not judged, so no point earned: the Solver is wrong on the "
                    + COUNTED_SIDE + "x" + COUNTED_SIDE + " maze (" + describe(search) + ")",
                    CheckDetails.notJudged("solver.world-state.moves", 1));
        }
        long allowed = ESTIMATES_PER_CELL * (search.handedOut() + 1);
        if (search.estimates() > allowed) {
            String actual = search.estimates() + " calls of estimatedDistanceToGoal() for " + search.handedOut()
                    + " states handed out by neighbors()";
            throw new CheckFailure(actual + ", over " + ESTIMATES_PER_CELL + " a state", CheckDetails.single(
                    COUNTED_SIDE + "x" + COUNTED_SIDE + " maze", "at most " + allowed, actual, "compute the "
                    + "estimate once, in the search node's constructor, and keep it in a field that the comparator "
                    + "reads"));
        }
    }

    /** Returns the hint for the first maze the Solver got wrong: what its answer points at. */
    private static String hint(MazeSearch search) {
        if (search.problem() != null) {
            return search.problem().contains("ClassCastException") ? CAST_HINT
                    : search.problem().contains("did not finish") ? SEARCH_HINT : null;
        }
        return search.moves() != search.fewestMoves() ? SEARCH_HINT : SOLUTION_HINT;
    }

    private static String describe(MazeSearch search) {
        if (search.problem() != null) {
            return search.problem();
        }
        if (search.moves() != search.fewestMoves()) {
            return "moves() is " + search.moves() + ", the fewest is " + search.fewestMoves();
        }
        return search.wrongStep();
    }
}
