package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentSolver;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Coursera version's Solver on boards it cannot solve: {@code isSolvable()}, and {@code moves()} -1 with
 * {@code solution()} null instead of an exception. The Solver runs on the reference Board (so the student's Board,
 * its twin() above all, is not charged here), or on the student's Board when it calls a Board member the reference
 * Board has no equivalent of.
 */
@ExtendWith(GradingContextResolver.class)
class PrincetonSolverChecks {
    /** The largest seeded boards: Princeton's report has a 4x4 unsolvable board too. */
    private static final int MAX_N = 4;
    /** The data set's unsolvable boards up to this side: a larger one's twin can take the reference long to solve. */
    private static final int MAX_DATA_SET_N = 3;

    @Check(id = "solver.solvable", category = Category.CORRECTNESS,
            name = "Solver.isSolvable() is true for solvable boards and false for unsolvable ones")
    void isSolvableTellsThemApart(GradingContext context) {
        SolverType type = solverType(context);
        SplittableRandom random = Inputs.random(context, "solver.solvable");
        List<Sample> samples = unsolvable(context, random);
        for (int n = 2; n <= MAX_N; n++) {
            samples.add(new Sample("random " + n + "x" + n + " board", Inputs.scrambled(random, n, 2 * n), true));
        }
        MultiInputCheck.verify("Solver.isSolvable()", samples, random, input -> {
            if (input.size() > MAX_N) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            boolean actual = solve(context, type, input).isSolvable();
            return actual == input.isSolvable() ? null : new Mismatch(String.valueOf(input.isSolvable()),
                    String.valueOf(actual), input.isSolvable() ? null : "run A* on the board and on its twin in "
                            + "lockstep: the board is unsolvable when the twin's search reaches the goal first");
        });
    }

    @Check(id = "solver.unsolvable.answers", category = Category.CORRECTNESS,
            name = "for an unsolvable board, moves() is -1 and solution() is null (no exception), and again when"
                    + " asked in the other order")
    void unsolvableAnswersMinusOneAndNull(GradingContext context) {
        SolverType type = solverType(context);
        SplittableRandom random = Inputs.random(context, "solver.unsolvable.answers");
        MultiInputCheck.verify("moves() and solution() of an unsolvable board", unsolvable(context, random), random,
                input -> {
                    if (input.isSolvable() || input.size() > MAX_N) {
                        return null; // a candidate of the shrinker that is not this check's input
                    }
                    StudentSolver solver = solve(context, type, input);
                    String expected = "moves() = -1, solution() = null";
                    String actual = "moves() = " + solver.moves() + ", solution() = " + nullOrNot(solver);
                    if (!expected.equals(actual)) {
                        return new Mismatch(expected, actual, "when the twin's search reaches the goal, remember"
                                + " that the board is unsolvable and answer moves() -1 and solution() null");
                    }
                    String again = "solution() = " + nullOrNot(solver) + ", moves() = " + solver.moves();
                    return again.equals("solution() = null, moves() = -1") ? null : new Mismatch(expected
                            + ", then asked again in the other order: solution() = null, moves() = -1", actual
                            + ", then asked again in the other order: " + again, "decide the answers in the"
                            + " constructor and keep them in final fields: a Solver is immutable, so moves() and"
                            + " solution() answer the same on every call, in any order");
                });
    }

    private static String nullOrNot(StudentSolver solver) {
        return solver.solutionIterable() == null ? "null" : "not null";
    }

    private static SolverType solverType(GradingContext context) {
        return context.notJudgedOnReferenceBoard().isEmpty() && context.solverOnReferenceBoard().isPresent()
                ? StudentClasses.solverOnReferenceBoard(context) : StudentClasses.solver(context);
    }

    /** Runs {@code new Solver(board)} on cost-counted classes within the budget of solving the board's twin. */
    private static StudentSolver solve(GradingContext context, SolverType type, Board board) {
        SolverType counted = SolverRuns.of(context, type).counted();
        Board solvable = board.isSolvable() ? board : board.twin();
        return SearchBudget.solving(context, solvable).run(() -> counted.solve(counted.board().create(board)));
    }

    /**
     * Returns the data set's unsolvable boards up to 3x3 and seeded ones up to 4x4: a board a few slides from the goal
     * with two tiles exchanged, whose twin is quick to solve.
     */
    private static List<Sample> unsolvable(GradingContext context, SplittableRandom random) {
        List<Sample> samples = new ArrayList<>();
        for (Sample sample : Inputs.dataSet(context)) {
            if (!sample.board().isSolvable() && sample.board().size() <= MAX_DATA_SET_N) {
                samples.add(sample);
            }
        }
        for (int n = 2; n <= MAX_N; n++) {
            Board twin = Inputs.scrambled(random, n, 2 * n).twin();
            samples.add(new Sample("random " + n + "x" + n + " unsolvable board", twin, true));
        }
        return samples;
    }
}
