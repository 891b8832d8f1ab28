package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.board.BoardProblems;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * What the Solver must reject: new Solver(null) and new Solver(unsolvable board) throw the assignment's exceptions
 * (with the course's messages, when the grading config checks them). On the student's Board, a Solver that is wrong
 * with the reference Board too is charged there.
 */
public final class Rejections {
    private Rejections() {
    }

    /**
     * new Solver(null) throws a NullPointerException; on the student's Board, a Solver that does not throw it on
     * the reference Board either is charged there.
     */
    public static void nullIsRejected(GradingContext context, SolverType type) {
        Class<? extends RuntimeException> expected = context.assignment().nullException();
        String actual = nullRejection(type, expected);
        if (actual == null) {
            return;
        }
        if (SolverRuns.of(context, type).onStudentBoard() && Verdicts.referenceRuns(context)
                .map(runs -> nullRejection(runs.type(), expected) != null).orElse(false)) {
            throw new CheckFailure("not judged: your Solver gives the same with the reference Board (charged by "
                    + Verdicts.REFERENCE_BOARD + "null)", CheckDetails.notJudged(Verdicts.REFERENCE_BOARD + "null", 1));
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

    public static void unsolvableIsRejected(GradingContext context, SolverType type, String id) {
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
        Optional<SolverRuns> reference = runs.onStudentBoard() ? Verdicts.referenceRuns(context) : Optional.empty();
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
                        + Verdicts.REFERENCE_BOARD + "unsolvable)", Verdicts.REFERENCE_BOARD + "unsolvable");
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
}
