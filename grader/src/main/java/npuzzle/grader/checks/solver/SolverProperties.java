package npuzzle.grader.checks.solver;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.reference.Board;

/**
 * The Solver's correctness properties that judge its answers, one method a check, shared by the checks on the
 * student's Board and on the reference Board ({@code referenceboard}): moves() the optimum, the rules of
 * solution() ({@link SolutionRules}), and answers that stay the same when asked again. Each is judged through
 * {@link Verdicts}.
 */
public final class SolverProperties {
    private SolverProperties() {
    }

    public static void movesAreOptimal(GradingContext context, SolverType type, String id) {
        Verdicts.OnSolved optimal = Verdicts.replayed((initial, run, runs) -> {
            int expected = runs.optimum(initial);
            int actual = run.moves();
            if (actual == expected) {
                return null;
            }
            String hint = Math.abs(actual - expected) == 1 ? "moves is off by one: the initial board is 0 moves"
                    : actual > expected ? "not a shortest solution: use priority moves so far + manhattan, and the "
                            + "node's moves = its parent's + 1 (not a global counter)" : null;
            return new Mismatch(String.valueOf(expected), String.valueOf(actual), hint);
        });
        MultiInputCheck.requireBoth(() -> requireVaryingMoves(SolverRuns.of(context, type)),
                () -> Verdicts.verify(context, type, id, "moves()", optimal));
    }

    /**
     * Throws a failure worth nothing when moves() gave one answer on every board whose search ended, where the optimum
     * differs: a constant is right on some boards by chance (0 on the goal), which is no evidence of a search.
     */
    private static void requireVaryingMoves(SolverRuns runs) {
        Set<Integer> answers = new HashSet<>();
        Set<Integer> optima = new HashSet<>();
        for (Sample sample : runs.puzzles()) {
            Run run = runs.run(sample.board());
            if (run.outcome() == Outcome.SOLVED || run.outcome() == Outcome.SOLUTION_THREW) {
                answers.add(run.moves());
                optima.add(runs.optimum(sample.board()));
            }
        }
        if (answers.size() == 1 && optima.size() > 1) {
            int moves = answers.iterator().next();
            throw new CheckFailure("moves() gave " + moves + " on every board, where the optimum differs: a constant is "
                    + "right on some boards by chance, so no point is earned", new CheckDetails(null,
                    "the optimum of each board", moves + " on every board", "moves() must return the number of moves "
                    + "of the solution the search found", 0, runs.puzzles().size()));
        }
    }

    public static void solutionFollowsConvention(GradingContext context, SolverType type, String id) {
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        Verdicts.verify(context, type, id, "solution()", Verdicts.replayed((initial, run, runs) -> SolutionRules.convention(initial, run.solution(),
                includesInitial)));
    }

    /**
     * solution() has moves() boards, judged where moves() is the optimum and the first board follows the convention:
     * elsewhere the length is off because of the mistake those checks charge.
     */
    public static void solutionHasMovesBoards(GradingContext context, SolverType type, String id) {
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        int extra = includesInitial ? 1 : 0;
        Verdicts.verify(context, type, id, "the length of solution()", Verdicts.replayed((initial, run, runs) -> {
            int moves = run.moves();
            List<Board> solution = run.solution();
            if (moves != runs.optimum(initial)) {
                throw new NotJudged("moves() is not the optimum on them (charged by " + Verdicts.prefix(id) + "moves.optimal)",
                        Verdicts.prefix(id) + "moves.optimal");
            }
            if (SolutionRules.convention(initial, solution, includesInitial) != null) {
                throw new NotJudged("their first board breaks the convention (charged by " + Verdicts.prefix(id)
                        + "solution.convention)", Verdicts.prefix(id) + "solution.convention");
            }
            if (solution.size() == moves + extra) {
                return null;
            }
            String hint = extra == 0 && solution.size() == moves + 1 && solution.get(0).equals(initial)
                    ? "solution() includes the initial board: it lists only the moves() boards after it" : null;
            return new Mismatch((moves + extra) + " boards (moves() = " + moves + ")", solution.size() + " boards",
                    hint);
        }));
    }

    public static void solutionStepsAreSlides(GradingContext context, SolverType type, String id) {
        Verdicts.verify(context, type, id, "the steps of solution()", Verdicts.replayed((initial, run, runs) -> {
            List<Board> solution = run.solution();
            if (solution.size() < runs.optimum(initial) && (solution.isEmpty()
                    || !solution.get(solution.size() - 1).isGoal())) {
                throw new NotJudged("solution() is shorter than a shortest solution and does not reach the goal "
                        + "(charged by " + Verdicts.prefix(id) + "solution.goal)", Verdicts.prefix(id) + "solution.goal");
            }
            for (int k = 1; k < solution.size(); k++) {
                if (!SolutionRules.isSlide(solution.get(k - 1), solution.get(k))) {
                    return new Mismatch("boards " + (k - 1) + " and " + k + " one slide apart",
                            Boards.format(solution.get(k - 1).toArray()) + "\nthen\n"
                                    + Boards.format(solution.get(k).toArray()), null);
                }
            }
            return null;
        }));
    }

    public static void solutionEndsAtTheGoal(GradingContext context, SolverType type, String id) {
        Verdicts.verify(context, type, id, "the last board of solution()", Verdicts.replayed((initial, run, runs) -> {
            List<Board> solution = run.solution();
            Board last = solution.isEmpty() ? initial : solution.get(solution.size() - 1);
            String hint = !solution.isEmpty() && solution.get(0).isGoal()
                    ? "the solution is reversed: it should end at the goal" : null;
            return last.isGoal() ? null : new Mismatch(Boards.format(Board.goal(initial.size()).toArray()),
                    Boards.format(last.toArray()), hint);
        }));
    }

    public static void repeatedCallsAgree(GradingContext context, SolverType type, String id) {
        Verdicts.verify(context, type, id, "repeated calls of moves() and solution()", (initial, run, runs) -> {
            SolutionRules.requireRightAnswers(context, initial, run, runs, id);
            int moves = run.moves();
            List<Board> solution = run.solution();
            int again = run.solver().moves();
            List<Board> solutionAgain = SolverRuns.references(run.solver().solution(), initial.size());
            if (again == moves && solutionAgain.equals(solution)) {
                return null;
            }
            String changer = RepeatedCalls.changer(run.solver());
            String hint = changer + " changes the solver: answer from what the constructor found and leave it as it "
                    + "is (no reversing, appending to or walking a field in " + changer + ")";
            Mismatch changed = again != moves ? new Mismatch("moves() = " + moves + " again", "moves() = " + again
                    + " after moves() and solution()", hint) : new Mismatch(solution.size() + " boards again, in the "
                    + "same order", RepeatedCalls.describe(solution, solutionAgain) + " on the second call of "
                    + "solution()", hint);
            return changed.withCall("Solver." + changer);
        });
    }

    public static void solutionCanBeWalkedTwice(GradingContext context, SolverType type, String id) {
        Verdicts.verify(context, type, id, "walking solution() twice", (initial, run, runs) -> {
            SolutionRules.requireRightAnswers(context, initial, run, runs, id);
            Object iterable = run.solver().solutionIterable();
            List<Board> first = SolverRuns.references(run.solver().walk(iterable), initial.size());
            List<Board> second = SolverRuns.references(run.solver().walk(iterable), initial.size());
            return first.equals(second) ? null : new Mismatch(first.size() + " boards on the second walk",
                    second.size() + " boards, or other boards, on the second walk",
                    "the Iterable can be walked only once (an Iterator or a stream behind it): return a "
                            + "collection such as a list or a stack");
        });
    }
}
