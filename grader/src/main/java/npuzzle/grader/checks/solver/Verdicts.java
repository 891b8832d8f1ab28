package npuzzle.grader.checks.solver;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SharedWork;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.reference.Board;

/**
 * How a Solver check turns a property into a verdict: the property is judged on each of the Solver's searches, and a
 * search whose answer is another check's to charge (it did not finish, solution() threw, the student's Board was
 * wrong on the board or during the search, the Solver is wrong with the reference Board too) earns nothing here and
 * is charged to that check, so that one mistake costs points once. Shared by the checks on the student's Board and
 * on the reference Board ({@code referenceboard}).
 */
public final class Verdicts {
    /** The prefix of the ids of the checks on the reference Board. */
    static final String REFERENCE_BOARD = "solver.reference-board.";

    private Verdicts() {
    }

    /** The part of a property that sees a finished solve. */
    @FunctionalInterface
    public interface OnSolved {
        Mismatch check(Board initial, Run run, SolverRuns runs);
    }

    /**
     * Returns {@code property} with the student's solution added to its mismatch, for the report to replay; none when
     * solution() threw, which is no empty solution.
     */
    static OnSolved replayed(OnSolved property) {
        return (initial, run, runs) -> {
            Mismatch mismatch = property.check(initial, run, runs);
            return mismatch == null || run.outcome() != Outcome.SOLVED ? mismatch
                    : mismatch.withSolution(run.solution());
        };
    }

    /**
     * Checks {@code property} on the boards the Solver solved. A board whose search did not finish is charged by
     * moves.optimal alone, one whose solution() threw by solution.convention alone (moves() is still judged); a board
     * on which the student's Board is wrong, by that Board check. On the student's Board, a board on which the Solver
     * is wrong with the reference Board too is charged by the reference-board check, so that one mistake costs points
     * once.
     */
    static void verify(GradingContext context, SolverType type, String id, String what, OnSolved property) {
        verify(context, type, id, what, SolverRuns.of(context, type).puzzles(), property);
    }

    /** Checks {@code property} on {@code puzzles}, as the other {@code verify} does on all the Solver's puzzles. */
    public static void verify(GradingContext context, SolverType type, String id, String what, List<Sample> puzzles,
            OnSolved property) {
        SolverRuns runs = SolverRuns.of(context, type);
        if (runs.onStudentBoard()) {
            // judging on the student's Board charges some boards by the searches on the reference Board: if those
            // were stopped, say so now rather than after running the searches on the student's Board again
            context.sharedWork().requireUnspoiled(SharedWork.REFERENCE_BOARD_SEARCHES);
        }
        Optional<SolverRuns> reference = runs.onStudentBoard() ? referenceRuns(context) : Optional.empty();
        SplittableRandom random = Inputs.random(context, id);
        Property judged = input -> {
            if (!input.isSolvable()) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            if (reference.isPresent() && runs.run(input).outcome() == Outcome.UNFINISHED
                    && reference.get().run(input).outcome() == Outcome.UNFINISHED) {
                throw new NotJudged("the search did not finish with the reference Board either (charged by "
                        + REFERENCE_BOARD + "moves.optimal)", REFERENCE_BOARD + "moves.optimal");
            }
            Mismatch mismatch;
            try {
                mismatch = judge(input, runs, id, property);
            } catch (NotJudged notJudged) {
                throw reference.isPresent() ? rooted(notJudged, input, reference.get(), id, property) : notJudged;
            }
            if (mismatch != null && reference.isPresent() && failsOn(input, reference.get(), referenceId(id),
                    property)) {
                throw new NotJudged("your Solver is wrong on them with the reference Board too (charged by "
                        + referenceId(id) + ")", referenceId(id));
            }
            return mismatch;
        };
        MultiInputCheck.requireBoth(() -> {
            if (id.contains(".solution.")) {
                requireSomeSolution(runs);
            }
        }, () -> MultiInputCheck.verify(what, puzzles, random, judged));
    }

    /**
     * Throws a failure worth nothing when solution() gave no boards on every board whose search ended though some
     * need moves: an empty solution is right on the goal by chance, which is no evidence of a solution.
     */
    private static void requireSomeSolution(SolverRuns runs) {
        boolean anyBoards = false;
        boolean anyMoves = false;
        for (Sample sample : runs.puzzles()) {
            Run run = runs.run(sample.board());
            if (run.outcome() == Outcome.SOLVED) {
                anyBoards |= !run.solution().isEmpty();
                anyMoves |= runs.optimum(sample.board()) > 0;
            }
        }
        if (anyMoves && !anyBoards) {
            throw new CheckFailure("solution() gave no boards on every board, where most need moves: an empty solution "
                    + "is right on the goal by chance, so no point is earned", new CheckDetails(null,
                    "the boards of a shortest solution", "no boards on every board", "solution() must return the "
                    + "boards the search found, from the goal node back to the initial board", 0,
                    runs.puzzles().size()));
        }
    }

    /**
     * Judges one search; on the student's own Board, a search that went wrong while the Board gave the Solver a wrong
     * answer is the Board's: the input earns nothing and is charged to the Board check the fault names.
     */
    private static Mismatch judge(Board input, SolverRuns runs, String id, OnSolved property) {
        Run run = runs.run(input);
        Mismatch mismatch;
        try {
            mismatch = judgeRun(input, run, runs, id, property);
        } catch (NotJudged notJudged) {
            // the check the search's failure is charged to charges it in turn to the Board's fault, if there is one
            boolean charged = run.outcome() == Outcome.UNFINISHED || run.outcome() == Outcome.SOLUTION_THREW;
            throw charged && run.boardFault() != null ? boardsFault(run) : notJudged;
        }
        if (mismatch != null && run.boardFault() != null) {
            throw boardsFault(run);
        }
        return mismatch;
    }

    private static NotJudged boardsFault(Run run) {
        String check = run.boardFault().checks().get(0);
        return new NotJudged("your Board's " + run.boardFault().call() + " answered wrong during the search "
                + (check.equals(BoardFault.REPEATED_CALLS) ? "after other calls, though right on a new board "
                : check.equals(BoardFault.DERIVED) ? "on a board made by neighbors(), though right on a new board "
                : check.equals(BoardFault.LAST_MADE) ? "after another board was made, though right once a board of "
                + "its tiles is made again "
                : "")
                + "(charged by " + check + ")", check);
    }

    private static Mismatch judgeRun(Board input, Run run, SolverRuns runs, String id, OnSolved property) {
        switch (run.outcome()) {
            case BOARD_WRONG:
                throw new NotJudged(run.problem(), run.boardCheck());
            case UNFINISHED:
                String moves = prefix(id) + "moves.optimal";
                if (!id.equals(moves)) {
                    throw new NotJudged("the search did not finish or threw (charged by " + moves + ")", moves);
                }
                return new Mismatch("a solution", run.problem(), null);
            case SOLUTION_THREW:
                String convention = prefix(id) + "solution.convention";
                if (id.equals(convention)) {
                    return new Mismatch("a solution", run.problem(), null);
                }
                if (!id.equals(prefix(id) + "moves.optimal")) {
                    throw new NotJudged("solution() threw on them (charged by " + convention + ")", convention);
                }
                return judged(input, run, runs, property);
            default:
                return judged(input, run, runs, property);
        }
    }

    private static Mismatch judged(Board input, Run run, SolverRuns runs, OnSolved property) {
        Supplier<Mismatch> judgement = () -> {
            try {
                return withinBudget(runs.context(), input, () -> property.check(input, run, runs));
            } catch (StudentException e) {
                return new Mismatch(null, e.describe(), null);
            }
        };
        Mismatch mismatch = judgement.get();
        if (mismatch != null && runs.onStudentBoard() && LastBoardMade.decides(runs.counted().board(), input,
                () -> judgement.get() == null)) {
            throw new NotJudged("your Board's answers on the boards of this search changed once a board of another "
                    + "size was made: they are right again after a new board of this size is made, and wrong after "
                    + "one of another size (charged by " + LastBoardMade.TWO_SIZES + ")", LastBoardMade.TWO_SIZES);
        }
        return mismatch;
    }

    /**
     * Returns the charge of an input not judged on the student's Board, followed to its root: when the check charged
     * is a Solver check whose counterpart on the reference Board the same input is charged to there too (moves() is
     * not the optimum with either Board), the charge belongs to that counterpart, which is where the check charged
     * sends it itself.
     */
    private static NotJudged rooted(NotJudged notJudged, Board input, SolverRuns reference, String id,
            OnSolved property) {
        String cause = notJudged.cause();
        if (!cause.startsWith("solver.") || cause.startsWith(REFERENCE_BOARD)) {
            return notJudged;
        }
        String root = referenceId(cause);
        try {
            judge(input, reference, referenceId(id), property);
            return notJudged;
        } catch (NotJudged onReference) {
            // the property names the check of its own family, whichever runs it judges
            if (!onReference.cause().equals(root) && !onReference.cause().equals(cause)) {
                return notJudged;
            }
            return new NotJudged(notJudged.reason().replace(" (charged by " + cause + ")", "") + ", with the "
                    + "reference Board too (charged by " + root + ")", root);
        }
    }

    private static boolean failsOn(Board input, SolverRuns runs, String id, OnSolved property) {
        try {
            return judge(input, runs, id, property) != null;
        } catch (NotJudged e) {
            return true;
        }
    }

    /** Returns the runs of the student's Solver on the reference Board, or empty if it cannot run there. */
    static Optional<SolverRuns> referenceRuns(GradingContext context) {
        try {
            return Optional.of(SolverRuns.of(context, StudentClasses.solverOnReferenceBoard(context)));
        } catch (CheckFailure unavailable) {
            return Optional.empty();
        }
    }

    /** Returns the id of the check on the reference Board that judges what {@code id} judges. */
    static String referenceId(String id) {
        return id.replaceFirst("^solver\\.", REFERENCE_BOARD);
    }

    /** Returns "solver.reference-board." or "solver.", the prefix of {@code id}'s family. */
    static String prefix(String id) {
        return id.startsWith(REFERENCE_BOARD) ? REFERENCE_BOARD : "solver.";
    }

    /** Checks a finished solve, whose calls to the solver again run within the board's budget as the search did. */
    private static Mismatch withinBudget(GradingContext context, Board initial, Supplier<Mismatch> check) {
        SearchBudget budget = SearchBudget.solving(context, initial);
        try {
            return budget.run(check);
        } catch (StudentException | CostLimitError e) {
            if (SearchBudget.breached(e)) {
                return new Mismatch(null, budget.unfinished(e), null);
            }
            throw e;
        }
    }
}
