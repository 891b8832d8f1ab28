package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import npuzzle.grader.checks.SolverRuns.Run;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.reference.Board;

/**
 * The Solver's correctness properties, shared by the checks on the student's Board and on the reference Board.
 */
final class SolverProperties {
    private SolverProperties() {
    }

    /** The part of a property that sees a finished solve. */
    @FunctionalInterface
    private interface OnSolved {
        Mismatch check(Board initial, Run run, SolverRuns runs);
    }

    static void movesAreOptimal(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "moves()", (initial, run, runs) -> {
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
    }

    static void solutionFollowsConvention(GradingContext context, SolverType type, String id) {
        boolean includesInitial = context.convention() == SolutionConvention.INCLUDES_INITIAL;
        verify(context, type, id, "solution()", (initial, run, runs) -> {
            List<Board> solution = run.solution();
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
        });
    }

    static void solutionHasMovesBoards(GradingContext context, SolverType type, String id) {
        int extra = context.convention() == SolutionConvention.INCLUDES_INITIAL ? 1 : 0;
        verify(context, type, id, "the length of solution()", (initial, run, runs) -> {
            int moves = run.moves();
            List<Board> solution = run.solution();
            if (solution.size() == moves + extra) {
                return null;
            }
            String hint = extra == 0 && solution.size() == moves + 1 && solution.get(0).equals(initial)
                    ? "solution() includes the initial board: it lists only the moves() boards after it" : null;
            return new Mismatch((moves + extra) + " boards (moves() = " + moves + ")", solution.size() + " boards",
                    hint);
        });
    }

    static void solutionStepsAreSlides(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "the steps of solution()", (initial, run, runs) -> {
            List<Board> solution = run.solution();
            for (int k = 1; k < solution.size(); k++) {
                if (!isSlide(solution.get(k - 1), solution.get(k))) {
                    return new Mismatch("boards " + (k - 1) + " and " + k + " one slide apart",
                            Boards.format(solution.get(k - 1).toArray()) + "\nthen\n"
                                    + Boards.format(solution.get(k).toArray()), null);
                }
            }
            return null;
        });
    }

    static void solutionEndsAtTheGoal(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "the last board of solution()", (initial, run, runs) -> {
            List<Board> solution = run.solution();
            Board last = solution.isEmpty() ? initial : solution.get(solution.size() - 1);
            String hint = !solution.isEmpty() && solution.get(0).isGoal()
                    ? "the solution is reversed: it should end at the goal" : null;
            return last.isGoal() ? null : new Mismatch(Boards.format(Board.goal(initial.size()).toArray()),
                    Boards.format(last.toArray()), hint);
        });
    }

    static void repeatedCallsAgree(GradingContext context, SolverType type, String id) {
        verify(context, type, id, "repeated calls of moves() and solution()", (initial, run, runs) -> {
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
            Object iterable = run.solver().solutionIterable();
            List<Board> first = SolverRuns.references(run.solver().walk(iterable), initial.size());
            List<Board> second = SolverRuns.references(run.solver().walk(iterable), initial.size());
            return first.equals(second) ? null : new Mismatch(first.size() + " boards on the second walk",
                    second.size() + " boards, or other boards, on the second walk",
                    "the Iterable can be walked only once (an Iterator or a stream behind it): return a "
                            + "collection such as a list or a stack");
        });
    }

    /** Solver(null) and Solver(unsolvable) throw the course's exception types. */
    static void nullIsRejected(SolverType type) {
        StudentException thrown = null;
        try {
            type.solve(null);
        } catch (StudentException e) {
            thrown = e;
        }
        if (thrown == null || !(thrown.thrown() instanceof NullPointerException)) {
            String actual = thrown == null ? "no exception" : thrown.describe();
            throw new CheckFailure("new Solver(null) must throw a NullPointerException; it gave " + actual,
                    CheckDetails.single("null", "NullPointerException", actual,
                            "throw new NullPointerException(\"board is null\") first thing in the constructor"));
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
        SolverType search = SolverRuns.of(context, type).counted();
        MultiInputCheck.verify("new Solver(unsolvable board)", samples, random, input -> {
            if (input.isSolvable()) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            if (context.board().orElse(null) == type.board().type() && type.board().create(input).isSolvable()) {
                return new Mismatch("IllegalArgumentException", "not searched: your Board's isSolvable() is true "
                        + "for this unsolvable board, so a search would never end (see board.solvable)", null);
            }
            try {
                SearchBudget.rejecting().run(() -> search.solve(search.board().create(input)));
            } catch (StudentException e) {
                if (e.thrown() instanceof IllegalArgumentException) {
                    return null;
                }
                if (SearchBudget.breached(e)) {
                    return new Mismatch("IllegalArgumentException", SearchBudget.UNREJECTED,
                            SearchBudget.REJECT_FIRST);
                }
                return new Mismatch("IllegalArgumentException", e.describe(), null);
            }
            return new Mismatch("IllegalArgumentException", "no exception",
                    "check initial.isSolvable() in the constructor and throw new IllegalArgumentException("
                            + "\"board is unsolvable\")");
        });
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

    private static void verify(GradingContext context, SolverType type, String id, String what, OnSolved property) {
        SolverRuns runs = SolverRuns.of(context, type);
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify(what, runs.puzzles(), random, input -> {
            if (!input.isSolvable()) {
                return null; // a candidate of the shrinker that is not this check's input
            }
            Run run = runs.run(input);
            if (run.problem() != null) {
                return new Mismatch("a solution", run.problem(), null);
            }
            return withinBudget(input, () -> property.check(input, run, runs));
        });
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
