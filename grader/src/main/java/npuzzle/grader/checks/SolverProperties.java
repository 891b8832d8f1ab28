package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import npuzzle.grader.checks.SolverRuns.Outcome;
import npuzzle.grader.checks.SolverRuns.Run;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.reference.Board;

/**
 * The Solver's correctness properties, shared by the checks on the student's Board and on the reference Board.
 */
final class SolverProperties {
    private static final String REFERENCE_BOARD = "solver.reference-board.";

    private SolverProperties() {
    }

    /** The part of a property that sees a finished solve. */
    @FunctionalInterface
    private interface OnSolved {
        Mismatch check(Board initial, Run run, SolverRuns runs);
    }

    static void movesAreOptimal(GradingContext context, SolverType type, String id) {
        requireVaryingMoves(SolverRuns.of(context, type));
        verify(context, type, id, "moves()", replayed((initial, run, runs) -> {
            int expected = runs.optimum(initial);
            int actual = run.moves();
            if (actual == expected) {
                return null;
            }
            String hint = Math.abs(actual - expected) == 1 ? "moves is off by one: the initial board is 0 moves"
                    : actual > expected ? "not a shortest solution: use priority moves so far + manhattan, and the "
                            + "node's moves = its parent's + 1 (not a global counter)" : null;
            return new Mismatch(String.valueOf(expected), String.valueOf(actual), hint);
        }));
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

    static void solutionFollowsConvention(GradingContext context, SolverType type, String id) {
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        verify(context, type, id, "solution()", replayed((initial, run, runs) -> convention(initial, run.solution(),
                includesInitial)));
    }

    /**
     * Returns {@code property} with the student's solution added to its mismatch, for the report to replay; none when
     * solution() threw, which is no empty solution.
     */
    private static OnSolved replayed(OnSolved property) {
        return (initial, run, runs) -> {
            Mismatch mismatch = property.check(initial, run, runs);
            return mismatch == null || run.outcome() != Outcome.SOLVED ? mismatch
                    : mismatch.withSolution(run.solution());
        };
    }

    /** Returns how the first board of {@code solution} breaks the convention, or null. */
    private static Mismatch convention(Board initial, List<Board> solution, boolean includesInitial) {
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
     * solution() has moves() boards, judged where moves() is the optimum and the first board follows the convention:
     * elsewhere the length is off because of the mistake those checks charge.
     */
    static void solutionHasMovesBoards(GradingContext context, SolverType type, String id) {
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        int extra = includesInitial ? 1 : 0;
        verify(context, type, id, "the length of solution()", replayed((initial, run, runs) -> {
            int moves = run.moves();
            List<Board> solution = run.solution();
            if (moves != runs.optimum(initial)) {
                throw new NotJudged("moves() is not the optimum on them (charged by " + prefix(id) + "moves.optimal)",
                        prefix(id) + "moves.optimal");
            }
            if (convention(initial, solution, includesInitial) != null) {
                throw new NotJudged("their first board breaks the convention (charged by " + prefix(id)
                        + "solution.convention)", prefix(id) + "solution.convention");
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

    static void solutionStepsAreSlides(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "the steps of solution()", replayed((initial, run, runs) -> {
            List<Board> solution = run.solution();
            if (solution.size() < runs.optimum(initial) && (solution.isEmpty()
                    || !solution.get(solution.size() - 1).isGoal())) {
                throw new NotJudged("solution() is shorter than a shortest solution and does not reach the goal "
                        + "(charged by " + prefix(id) + "solution.goal)", prefix(id) + "solution.goal");
            }
            for (int k = 1; k < solution.size(); k++) {
                if (!isSlide(solution.get(k - 1), solution.get(k))) {
                    return new Mismatch("boards " + (k - 1) + " and " + k + " one slide apart",
                            Boards.format(solution.get(k - 1).toArray()) + "\nthen\n"
                                    + Boards.format(solution.get(k).toArray()), null);
                }
            }
            return null;
        }));
    }

    static void solutionEndsAtTheGoal(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "the last board of solution()", replayed((initial, run, runs) -> {
            List<Board> solution = run.solution();
            Board last = solution.isEmpty() ? initial : solution.get(solution.size() - 1);
            String hint = !solution.isEmpty() && solution.get(0).isGoal()
                    ? "the solution is reversed: it should end at the goal" : null;
            return last.isGoal() ? null : new Mismatch(Boards.format(Board.goal(initial.size()).toArray()),
                    Boards.format(last.toArray()), hint);
        }));
    }

    static void repeatedCallsAgree(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "repeated calls of moves() and solution()", (initial, run, runs) -> {
            requireRightAnswers(context, initial, run, runs, id);
            int moves = run.moves();
            List<Board> solution = run.solution();
            int again = run.solver().moves();
            List<Board> solutionAgain = SolverRuns.references(run.solver().solution(), initial.size());
            if (again != moves) {
                return new Mismatch("moves() = " + moves + " again", "moves() = " + again + " on the second call",
                        "moves() must not change the solver");
            }
            return solutionAgain.equals(solution) ? null : new Mismatch(solution.size() + " boards again",
                    solutionAgain.size() + " boards, or other boards, on the second call of solution()",
                    "solution() must not change the solver: build the list once in the constructor");
        });
    }

    static void solutionCanBeWalkedTwice(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "walking solution() twice", (initial, run, runs) -> {
            requireRightAnswers(context, initial, run, runs, id);
            Object iterable = run.solver().solutionIterable();
            List<Board> first = SolverRuns.references(run.solver().walk(iterable), initial.size());
            List<Board> second = SolverRuns.references(run.solver().walk(iterable), initial.size());
            return first.equals(second) ? null : new Mismatch(first.size() + " boards on the second walk",
                    second.size() + " boards, or other boards, on the second walk",
                    "the Iterable can be walked only once (an Iterator or a stream behind it): return a "
                            + "collection such as a list or a stack");
        });
    }

    /**
     * new Solver(null) throws a NullPointerException; on the student's Board, a Solver that does not throw it on
     * the reference Board either is charged there.
     */
    static void nullIsRejected(GradingContext context, SolverType type) {
        Class<? extends RuntimeException> expected = context.assignment().nullException();
        String actual = nullRejection(type, expected);
        if (actual == null) {
            return;
        }
        if (SolverRuns.of(context, type).onStudentBoard() && referenceRuns(context)
                .map(runs -> nullRejection(runs.type(), expected) != null).orElse(false)) {
            throw new CheckFailure("not judged: your Solver gives the same with the reference Board (charged by "
                    + REFERENCE_BOARD + "null)", CheckDetails.notJudged(REFERENCE_BOARD + "null", 1));
        }
        String name = expected.getSimpleName();
        throw new CheckFailure("new Solver(null) must throw " + (name.startsWith("I") ? "an " : "a ") + name
                + "; it gave " + actual, CheckDetails.single("null", name, actual,
                        "throw new " + name + "(\"board is null\") first thing in the constructor"));
    }

    /** Returns what new Solver(null) gave instead of the {@code expected} exception, or null if it threw one. */
    private static String nullRejection(SolverType type, Class<? extends RuntimeException> expected) {
        try {
            type.solve(null);
            return "no exception";
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return expected.isInstance(e.thrown()) ? null : e.describe();
        }
    }

    static void unsolvableIsRejected(GradingContext context, SolverType type, String id) {
        SplittableRandom random = Inputs.random(context, id);
        List<Sample> samples = new ArrayList<>();
        for (Sample sample : Inputs.dataSet(context)) {
            if (!sample.board().isSolvable() && sample.board().size() <= 4) {
                samples.add(sample);
            }
        }
        for (int n = 2; n <= 4; n++) {
            Board board = Inputs.scrambled(random, n, 2 * n);
            int[] tiles = board.toRowMajor();
            int first = tiles[0] == 0 ? 1 : 0;
            int second = tiles[first + 1] == 0 ? first + 2 : first + 1;
            int swap = tiles[first];
            tiles[first] = tiles[second];
            tiles[second] = swap;
            samples.add(new Sample("random " + n + "x" + n + " board",
                    Board.ofRowMajor(n, tiles), true));
        }
        SolverRuns runs = SolverRuns.of(context, type);
        Optional<SolverRuns> reference = runs.onStudentBoard() ? referenceRuns(context) : Optional.empty();
        MultiInputCheck.verify("new Solver(unsolvable board)", samples, random, input -> {
            if (input.isSolvable()) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            if (runs.onStudentBoard() && boardCallsItSolvable(type, input)) {
                String check = BoardProblems.solvableCheck(input.size());
                throw new NotJudged("your Board's isSolvable() is true for an unsolvable board, so a search would "
                        + "never end (charged by " + check + ")", check);
            }
            Mismatch mismatch = rejection(runs, input);
            if (mismatch != null && reference.map(r -> rejection(r, input) != null).orElse(false)) {
                throw new NotJudged("your Solver is wrong on them with the reference Board too (charged by "
                        + REFERENCE_BOARD + "unsolvable)", REFERENCE_BOARD + "unsolvable");
            }
            return mismatch;
        });
    }

    private static boolean boardCallsItSolvable(SolverType type, Board unsolvable) {
        try {
            return type.board().create(unsolvable).isSolvable();
        } catch (StudentException e) {
            String check = BoardProblems.solvableCheck(unsolvable.size());
            throw new NotJudged("your Board's isSolvable() threw or did not finish (charged by " + check + ")", check);
        }
    }

    /**
     * Throws {@link NotJudged} unless moves() is the optimum and solution() a right one on {@code initial}: answers
     * that stay the same are evidence only when they are right (a constant is the same on every call).
     */
    private static void requireRightAnswers(GradingContext context, Board initial, Run run, SolverRuns runs,
            String id) {
        String wrong = wrongAnswer(context, initial, run.moves(), run.solution(), runs);
        if (wrong != null) {
            throw new NotJudged((wrong.equals("moves.optimal") ? "moves() is not the optimum"
                    : "solution() is not a right solution") + " on them (charged by " + prefix(id) + wrong + ")",
                    prefix(id) + wrong);
        }
    }

    /**
     * Returns the check, without its prefix ("moves.optimal", "solution.slides"), of the first thing wrong in
     * {@code moves} and {@code solution} on {@code initial}, or null when both are right.
     */
    static String wrongAnswer(GradingContext context, Board initial, int moves, List<Board> solution,
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

    /**
     * Two Solvers built one after the other, on boards of different optima, then both asked moves() and solution():
     * both answer right, judged where each answers right when it is the only Solver (Princeton's Solver Test 5).
     */
    static void twoSolversAtOnce(GradingContext context, SolverType type, String id) {
        SolverRuns runs = SolverRuns.of(context, type);
        TwoSolvers pairs = new TwoSolvers(context, runs);
        verify(context, type, id, "two Solvers at once", pairs.inputs(), (initial, run, same) -> {
            requireRightAnswers(context, initial, run, runs, id);
            Board other = pairs.partner(initial);
            requireRightAnswers(context, other, runs.run(other), runs, id);
            return pairs.judge(initial, other);
        });
    }

    /** Returns how new Solver(unsolvable) failed to throw an IllegalArgumentException, or null. */
    private static Mismatch rejection(SolverRuns runs, Board unsolvable) {
        SolverType search = runs.counted();
        try {
            SearchBudget.rejecting().run(() -> search.solve(search.board().create(unsolvable)));
        } catch (StudentException e) {
            if (e.thrown() instanceof IllegalArgumentException) {
                return null;
            }
            if (SearchBudget.breached(e)) {
                return new Mismatch("IllegalArgumentException", SearchBudget.UNREJECTED, SearchBudget.REJECT_FIRST);
            }
            return new Mismatch("IllegalArgumentException", e.describe(), null);
        }
        return new Mismatch("IllegalArgumentException", "no exception",
                "check initial.isSolvable() in the constructor and throw new IllegalArgumentException("
                        + "\"board is unsolvable\")");
    }

    /** The course's messages: "board is null" and "board is unsolvable". */
    static void messagesAreTheCourses(GradingContext context, SolverType type) {
        SolverType search = SolverRuns.of(context, type).counted();
        List<String> problems = new ArrayList<>();
        String nullMessage = message(type, null);
        if (!"board is null".equals(nullMessage)) {
            problems.add("new Solver(null): expected the message \"board is null\", was " + quoted(nullMessage));
        }
        Board unsolvable = Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0);
        String unsolvableMessage = message(search, search.board().create(unsolvable));
        if (!"board is unsolvable".equals(unsolvableMessage)) {
            problems.add("new Solver(unsolvable board): expected the message \"board is unsolvable\", was "
                    + quoted(unsolvableMessage));
        }
        if (!problems.isEmpty()) {
            String listed = String.join("; ", problems);
            throw new CheckFailure(listed, new CheckDetails(Boards.format(unsolvable.toArray()),
                    "\"board is null\", \"board is unsolvable\"", listed, null, 2 - problems.size(), 2));
        }
    }

    /** Returns the message of what {@code new Solver(board)} threw within the rejecting budget, or null. */
    private static String message(SolverType type, StudentBoard board) {
        try {
            SearchBudget.rejecting().run(() -> type.solve(board));
            return null;
        } catch (StudentException e) {
            return e.thrown() == null ? null : e.thrown().getMessage();
        }
    }

    private static String quoted(String message) {
        return message == null ? "none" : "\"" + message + "\"";
    }

    /**
     * Checks {@code property} on the boards the Solver solved. A board whose search did not finish is charged by
     * moves.optimal alone, one whose solution() threw by solution.convention alone (moves() is still judged); a board
     * on which the student's Board is wrong, by that Board check. On the student's Board, a board on which the Solver
     * is wrong with the reference Board too is charged by the reference-board check, so that one mistake costs points
     * once.
     */
    private static void verify(GradingContext context, SolverType type, String id, String what, OnSolved property) {
        verify(context, type, id, what, SolverRuns.of(context, type).puzzles(), property);
    }

    /** Checks {@code property} on {@code puzzles}, as the other {@code verify} does on all the Solver's puzzles. */
    private static void verify(GradingContext context, SolverType type, String id, String what, List<Sample> puzzles,
            OnSolved property) {
        SolverRuns runs = SolverRuns.of(context, type);
        if (id.contains(".solution.")) {
            requireSomeSolution(runs);
        }
        Optional<SolverRuns> reference = runs.onStudentBoard() ? referenceRuns(context) : Optional.empty();
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify(what, puzzles, random, input -> {
            if (!input.isSolvable()) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            if (reference.isPresent() && runs.run(input).outcome() == Outcome.UNFINISHED
                    && reference.get().run(input).outcome() == Outcome.UNFINISHED) {
                throw new NotJudged("the search did not finish with the reference Board either (charged by "
                        + REFERENCE_BOARD + "moves.optimal)", REFERENCE_BOARD + "moves.optimal");
            }
            Mismatch mismatch = judge(input, runs, id, property);
            if (mismatch != null && reference.isPresent() && failsOn(input, reference.get(), referenceId(id),
                    property)) {
                throw new NotJudged("your Solver is wrong on them with the reference Board too (charged by "
                        + referenceId(id) + ")", referenceId(id));
            }
            return mismatch;
        });
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
            throw run.boardFault() != null && run.outcome() == Outcome.UNFINISHED ? boardsFault(run) : notJudged;
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
        try {
            return withinBudget(input, () -> property.check(input, run, runs));
        } catch (StudentException e) {
            return new Mismatch(null, e.describe(), null);
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
    private static Optional<SolverRuns> referenceRuns(GradingContext context) {
        try {
            return Optional.of(SolverRuns.of(context, StudentClasses.solverOnReferenceBoard(context)));
        } catch (CheckFailure unavailable) {
            return Optional.empty();
        }
    }

    /** Returns the id of the check on the reference Board that judges what {@code id} judges. */
    private static String referenceId(String id) {
        return id.replaceFirst("^solver\\.", REFERENCE_BOARD);
    }

    /** Returns "solver.reference-board." or "solver.", the prefix of {@code id}'s family. */
    private static String prefix(String id) {
        return id.startsWith(REFERENCE_BOARD) ? REFERENCE_BOARD : "solver.";
    }

    /** Checks a finished solve, whose calls to the solver again run within the board's budget as the search did. */
    private static Mismatch withinBudget(Board initial, Supplier<Mismatch> check) {
        SearchBudget budget = SearchBudget.solving(initial);
        try {
            return budget.run(check);
        } catch (StudentException | CostLimitError e) {
            if (SearchBudget.breached(e)) {
                return new Mismatch(null, budget.unfinished(), null);
            }
            throw e;
        }
    }

    private static boolean isSlide(Board from, Board to) {
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
