package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import npuzzle.grader.checks.SolverRuns.Outcome;
import npuzzle.grader.checks.SolverRuns.Run;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Princeton's volume of small random puzzles (Solver Tests 4a and 4b: 1,000 random 3x3 boards at each distance 1 to
 * 12 from the goal), made exhaustive: the Solver, on the reference Board, solves every one of the 1,849 3x3 boards
 * within 12 slides of the goal. The inputs are the 12 distances; a distance passes when moves() and solution() are
 * right on all its boards, and its first wrong board is its counterexample. A mistake the standard puzzles show too
 * is charged to the check that judges that answer there, so that it costs once.
 */
@ExtendWith(GradingContextResolver.class)
class NearGoalChecks {
    static final int SIDE = 3;
    static final int DISTANCES = 12;
    private static final String PREFIX = "solver.reference-board.";

    @Check(id = "solver.reference-board.near-goal", category = Category.CORRECTNESS,
            name = "on the reference Board: moves() and solution() are right on every 3x3 board within 12 slides of"
                    + " the goal (1,849 boards)")
    void rightOnEveryBoardNearTheGoal(GradingContext context) {
        SolverType type = StudentClasses.solverForReferenceBoardChecks(context);
        SolverRuns runs = SolverRuns.of(context, type);
        Set<String> standardMistakes = mistakesOnTheStandardPuzzles(context, runs);
        List<List<Board>> byDistance = NearGoalBoards.byDistance(SIDE, DISTANCES);
        int passed = 0;
        int boards = 0;
        List<String> wrongDistances = new ArrayList<>();
        Map<String, Integer> causes = new LinkedHashMap<>();
        Map<String, Integer> reasons = new LinkedHashMap<>();
        Wrong first = null;
        for (int d = 1; d <= DISTANCES; d++) {
            boards += byDistance.get(d).size();
            Wrong wrong = firstWrong(context, runs, byDistance.get(d), d);
            if (wrong == null) {
                passed++;
            } else if (wrong.run().outcome() == Outcome.BOARD_WRONG || standardMistakes.contains(wrong.mistake())) {
                boolean board = wrong.run().outcome() == Outcome.BOARD_WRONG;
                String cause = board ? wrong.run().boardCheck() : PREFIX + wrong.mistake();
                causes.merge(cause, 1, Integer::sum);
                reasons.merge((board ? "your Board is wrong on them" : "the standard puzzles show the same mistake")
                        + " (charged by " + cause + ")", 1, Integer::sum);
            } else {
                wrongDistances.add(String.valueOf(d));
                first = first == null ? wrong : first;
            }
        }
        String unjudged = NotJudged.summary(reasons, DISTANCES, "distances");
        if (first != null) {
            throw new CheckFailure("moves() or solution() is wrong at " + wrongDistances.size() + " of " + DISTANCES
                    + " distances from the goal (" + String.join(", ", wrongDistances) + " slides); shown: the first"
                    + " wrong board at the smallest" + (unjudged == null ? "" : " (" + unjudged + ")"),
                    details(first, passed, causes));
        }
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.message(passed, "right on every board at the " + passed + " distance"
                    + (passed == 1 ? "" : "s") + " judged", unjudged), new CheckDetails(null, null, null, null, passed,
                    DISTANCES, null, causes));
        }
        CheckNotes.note("right on all " + boards + " boards within " + DISTANCES + " slides of the goal");
    }

    /** The first board of a distance the Solver is wrong on, its run, and what is wrong ("moves.optimal", ...). */
    private record Wrong(Board board, int distance, Run run, String mistake) {
    }

    /** Returns the first of {@code boards}, all {@code distance} slides from the goal, that the Solver is wrong on. */
    private static Wrong firstWrong(GradingContext context, SolverRuns runs, List<Board> boards, int distance) {
        for (Board board : boards) {
            Run run = runs.run(board);
            String mistake = mistake(context, board, run, runs);
            if (mistake != null) {
                return new Wrong(board, distance, run, mistake);
            }
        }
        return null;
    }

    /** Returns what is wrong with the run ("moves.optimal", "solution.slides", ...), or null if it is right. */
    private static String mistake(GradingContext context, Board board, Run run, SolverRuns runs) {
        return switch (run.outcome()) {
            case SOLVED -> SolverProperties.wrongAnswer(context, board, run.moves(), run.solution(), runs);
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

    private static CheckDetails details(Wrong wrong, int passed, Map<String, Integer> causes) {
        Run run = wrong.run();
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
        return new CheckDetails(Boards.format(wrong.board().toArray()), "moves() = " + wrong.distance()
                + " and a solution of " + wrong.distance() + " slides", actual, hint, passed, DISTANCES, replay,
                causes);
    }
}
