package npuzzle.grader.checks.solver;

import java.util.List;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.student.Boards;
import npuzzle.reference.Board;

/**
 * The rules a solution of the Solver's follows, as the reference judges them: moves() the optimum, the first board as
 * the convention says, moves() boards, each a slide from the one before, the last the goal.
 */
public final class SolutionRules {
    private SolutionRules() {
    }

    /** Returns how the first board of {@code solution} breaks the convention, or null. */
    static Mismatch convention(Board initial, List<Board> solution, boolean includesInitial) {
        if (includesInitial) {
            return !solution.isEmpty() && solution.get(0).equals(initial) ? null
                    : new Mismatch("the initial board first", first(solution),
                            "this grading follows the convention that solution() starts with the initial board");
        }
        if (solution.isEmpty()) {
            return initial.isGoal() ? null : new Mismatch("a slide from the initial board first", "no boards", null);
        }
        Board first = solution.get(0);
        if (isSlide(initial, first)) {
            return null;
        }
        String hint = first.equals(initial)
                ? "solution() includes the initial board: it lists only the boards after it (Solver.main "
                        + "prints the initial board itself)"
                : first.isGoal() && isSlide(initial, solution.get(solution.size() - 1))
                        ? "the solution is reversed: list the boards from the initial board's side to the goal"
                        : null;
        return new Mismatch(initial.isGoal() ? "no boards" : "a slide from the initial board first",
                first(solution), hint);
    }

    /**
     * Throws {@link NotJudged} unless moves() is the optimum and solution() a right one on {@code initial}: answers
     * that stay the same are evidence only when they are right (a constant is the same on every call).
     */
    public static void requireRightAnswers(GradingContext context, Board initial, Run run, SolverRuns runs,
            String id) {
        String wrong = wrongAnswer(context, initial, run.moves(), run.solution(), runs);
        if (wrong != null) {
            throw new NotJudged((wrong.equals("moves.optimal") ? "moves() is not the optimum"
                    : "solution() is not a right solution") + " on them (charged by " + Verdicts.prefix(id) + wrong + ")",
                    Verdicts.prefix(id) + wrong);
        }
    }

    /**
     * Returns the check, without its prefix ("moves.optimal", "solution.slides"), of the first thing wrong in
     * {@code moves} and {@code solution} on {@code initial}, or null when both are right.
     */
    public static String wrongAnswer(GradingContext context, Board initial, int moves, List<Board> solution,
            SolverRuns runs) {
        if (moves != runs.optimum(initial)) {
            return "moves.optimal";
        }
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        String wrong = convention(initial, solution, includesInitial) != null ? "solution.convention"
                : solution.size() != moves + (includesInitial ? 1 : 0) ? "solution.length"
                : !(solution.isEmpty() ? initial : solution.get(solution.size() - 1)).isGoal() ? "solution.goal"
                : null;
        for (int k = 1; k < solution.size() && wrong == null; k++) {
            wrong = isSlide(solution.get(k - 1), solution.get(k)) ? null : "solution.slides";
        }
        return wrong;
    }

    static boolean isSlide(Board from, Board to) {
        for (Board neighbor : from.neighbors()) {
            if (neighbor.equals(to)) {
                return true;
            }
        }
        return false;
    }

    private static String first(List<Board> solution) {
        return solution.isEmpty() ? "no boards" : Boards.format(solution.get(0).toArray());
    }
}
