package npuzzle.grader.checks.solver.referenceboard;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.Replay;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolutionRules;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.solver.SolverRuns;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.reference.Board;

/**
 * The Solver, on the reference Board, judged on many boards at once, in sets (the boards at one distance from the
 * goal, the random boards of one size): a set is one input, and passes when moves() and solution() are right on all
 * its boards; the first wrong board of the first wrong set is the counterexample. A mistake the standard puzzles show
 * too is charged to the check that judges that answer there, so that it costs once.
 */
final class SolverOnBoardSets {
    private static final String PREFIX = "solver.reference-board.";

    /** One input: boards, the easiest first, and how the messages name them ("4" for 4 slides, "4x4"). */
    record BoardSet(String label, List<Board> boards) {
    }

    /**
     * How a check words its verdict.
     *
     * @param inputs what the sets are, plural: "distances"
     * @param wrong the failure's message, formatted with the number of wrong sets, the number of sets and the wrong
     *     sets' labels: "moves() or solution() is wrong at %d of %d distances from the goal (%s slides); ..."
     * @param right the note of a pass, formatted with the number of boards: "right on all %d boards within ..."
     */
    record Wording(String inputs, String wrong, String right) {
    }

    private SolverOnBoardSets() {
    }

    /** Judges the student's Solver on the reference Board on {@code sets}; throws a {@link CheckFailure} if wrong. */
    static void judge(GradingContext context, List<BoardSet> sets, Wording wording) {
        SolverType type = StudentClasses.solverForReferenceBoardChecks(context);
        SolverRuns runs = SolverRuns.of(context, type);
        Set<String> standardMistakes = mistakesOnTheStandardPuzzles(context, runs);
        int passed = 0;
        int boards = 0;
        List<String> wrongSets = new ArrayList<>();
        Map<String, Integer> causes = new LinkedHashMap<>();
        Map<String, Integer> reasons = new LinkedHashMap<>();
        Wrong first = null;
        for (BoardSet set : sets) {
            boards += set.boards().size();
            Wrong wrong = firstWrong(context, runs, set.boards());
            if (wrong == null) {
                passed++;
            } else if (wrong.run().outcome() == Outcome.BOARD_WRONG || standardMistakes.contains(wrong.mistake())) {
                boolean board = wrong.run().outcome() == Outcome.BOARD_WRONG;
                String cause = board ? wrong.run().boardCheck() : PREFIX + wrong.mistake();
                causes.merge(cause, 1, Integer::sum);
                reasons.merge((board ? "your Board is wrong on them" : "the standard puzzles show the same mistake")
                        + " (charged by " + cause + ")", 1, Integer::sum);
            } else {
                wrongSets.add(set.label());
                first = first == null ? wrong : first;
            }
        }
        String unjudged = NotJudged.summary(reasons, sets.size(), wording.inputs());
        if (first != null) {
            throw new CheckFailure(String.format(wording.wrong(), wrongSets.size(), sets.size(),
                    String.join(", ", wrongSets)) + (unjudged == null ? "" : " (" + unjudged + ")"),
                    details(first, runs, passed, sets.size(), causes));
        }
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.message(passed, "right on every board of the " + passed + " "
                    + (passed == 1 ? wording.inputs().replaceFirst("s$", "") : wording.inputs()) + " judged",
                    unjudged), new CheckDetails(null, null, null, null, passed, sets.size(), null, causes));
        }
        context.notes().note(String.format(wording.right(), boards));
    }

    /** A board the Solver is wrong on, its run, and what is wrong ("moves.optimal", "solution.slides", ...). */
    private record Wrong(Board board, Run run, String mistake) {
    }

    private static Wrong firstWrong(GradingContext context, SolverRuns runs, List<Board> boards) {
        for (Board board : boards) {
            Run run = runs.run(board);
            String mistake = mistake(context, board, run, runs);
            if (mistake != null) {
                return new Wrong(board, run, mistake);
            }
        }
        return null;
    }

    /** Returns what is wrong with the run ("moves.optimal", "solution.slides", ...), or null if it is right. */
    private static String mistake(GradingContext context, Board board, Run run, SolverRuns runs) {
        return switch (run.outcome()) {
            case SOLVED -> SolutionRules.wrongAnswer(context, board, run.moves(), run.solution(), runs);
            case SOLUTION_THREW -> "solution.convention";
            case BOARD_WRONG -> "board";
            case UNFINISHED -> "moves.optimal";
        };
    }

    /** Returns the mistakes the Solver makes on the standard puzzles, which their own checks charge. */
    private static Set<String> mistakesOnTheStandardPuzzles(GradingContext context, SolverRuns runs) {
        Set<String> mistakes = new LinkedHashSet<>();
        for (Sample puzzle : runs.puzzles()) {
            String wrong = mistake(context, puzzle.board(), runs.run(puzzle.board()), runs);
            if (wrong != null) {
                mistakes.add(wrong);
            }
        }
        return mistakes;
    }

    private static CheckDetails details(Wrong wrong, SolverRuns runs, int passed, int total,
            Map<String, Integer> causes) {
        Run run = wrong.run();
        int optimum = runs.optimum(wrong.board());
        boolean moves = wrong.mistake().equals("moves.optimal");
        String actual = switch (run.outcome()) {
            case SOLVED -> "moves() = " + run.moves() + (moves ? ""
                    : ", solution() wrong (" + wrong.mistake().replace("solution.", "") + ")");
            default -> run.problem();
        };
        Replay replay = run.outcome() == Outcome.SOLVED ? Replay.of(wrong.board(), run.solution()) : null;
        String hint = moves ? "moves() must be the fewest slides on every board: a search that stops when the goal"
                + " is enqueued rather than dequeued, or a priority that overestimates, misses it on some boards"
                : "solution() must list the boards of one shortest path, one slide apart, ending at the goal";
        return new CheckDetails(Boards.format(wrong.board().toArray()), "moves() = " + optimum
                + " and a solution of " + optimum + " slides", actual, hint, passed, total, replay, causes);
    }
}
