package npuzzle.grader.checks.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.Measurements;
import npuzzle.grader.checks.SharedWork;
import npuzzle.grader.checks.board.BoardProblems;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.cost.BoardMethod;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The student's Solver with the student's own Board, as the student runs it, against the plain A* on the
 * reference Board in the same JVM on the same puzzles: counted work, so the budget is a ratio and never a time.
 */
@ExtendWith(GradingContextResolver.class)
class SolverOwnBoardChecks {
    static final int WORK_RATIO = 10;
    /** The most units the student's search may take on any one puzzle: about a second of counted code. */
    static final long CAP = 20_000_000;
    /** A puzzle the reference needs more units for is replaced by the next seed's, so that the check stays quick. */
    static final long REFERENCE_LIMIT = 2_000_000;
    /** Side n and random slides from the goal of each puzzle. */
    private static final int[][] PUZZLES = {{3, 30}, {3, 50}, {3, 80}, {4, 20}, {4, 25}, {4, 30}};

    /** The course's Directions: compute the Manhattan distance once per board, kept in the Board or the node. */
    static final double COMPUTATIONS_PER_BOARD = 2.5;

    private static final String HINT = "see the Board timing checks (a slow neighbors(), equals() or manhattan() slows"
            + " every search step) and the Solver checks on the reference Board (priority, critical optimization)";

    /** The correctness check of the moves the Solver finds with the student's Board. */
    private static final String MOVES = "solver.moves.optimal";

    /** The runs, measured once per context and shared by both checks. */
    private static final Measurements.Key<Measured> MEASURED = Measurements.Key.named(
            "the timing searches with the student's Board");

    /**
     * The runs judged (on puzzles the student's Board answers right, neither thrown nor ended with wrong moves), and
     * why the others were not.
     */
    private record Measured(List<OwnBoardRun> runs, Map<String, Integer> notJudged, Map<String, Integer> causes) {
    }

    @Check(id = "timing.solver.own-board", category = Category.TIMING,
            name = "Solver with your Board solves 3x3 and 4x4 puzzles within 10 times the plain A*'s counted work")
    void solvesWithinTheBudgetOnItsOwnBoard(GradingContext context, TestReporter reporter) {
        Measured m = measured(context);
        List<OwnBoardRun> runs = m.runs();
        Map<String, Integer> causes = m.causes();
        String unjudged = NotJudged.summary(m.notJudged(), PUZZLES.length);
        String table = runs.stream().map(OwnBoardRun::describe).collect(Collectors.joining("; "));
        int solved = (int) runs.stream().filter(OwnBoardRun::solved).count();
        if (solved < runs.size()) {
            throw new CheckFailure(String.format(Locale.ROOT, "Solver with your Board solved %d of %d puzzles within"
                    + " %d times the plain A*'s counted work (at most %d units a puzzle)%s", solved, runs.size(),
                    WORK_RATIO, CAP, unjudged == null ? "" : " (" + unjudged + ")"), new CheckDetails(runs.stream()
                    .map(OwnBoardRun::puzzle).collect(Collectors.joining("; ")), "the optimal moves within "
                    + WORK_RATIO + " times the plain A*'s units", table, HINT, solved, PUZZLES.length, null, causes));
        }
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.message(solved, "Solver with your Board solved the " + solved
                    + " puzzles judged within the budget", unjudged), new CheckDetails(
                    null, null, table.isEmpty() ? null : table, null, solved, PUZZLES.length, null, causes));
        }
        if (!runs.isEmpty()) {
            reporter.publishEntry("units", table);
        }
    }

    @Check(id = "timing.solver.cached-priority", category = Category.TIMING,
            name = "Solver with your Board computes each board's Manhattan distance about once (kept in the Board or"
                    + " in the search node)")
    void computesEachDistanceOnce(GradingContext context, TestReporter reporter) {
        Measured m = measured(context);
        Map<String, Integer> notJudged = new LinkedHashMap<>(m.notJudged());
        Map<String, Integer> causes = new LinkedHashMap<>(m.causes());
        List<String> lines = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        int passed = 0;
        for (OwnBoardRun run : m.runs()) {
            double perBoard = computationsPerBoard(run);
            if (perBoard > COMPUTATIONS_PER_BOARD) {
                failed.add(run.puzzle());
            } else if (run.solved()) {
                passed++;
            } else {
                notJudged.merge("the search did not find the optimal solution within its budget", 1, Integer::sum);
                causes.merge("timing.solver.own-board", 1, Integer::sum);
                continue;
            }
            lines.add(String.format(Locale.ROOT, "%s: %d computations for %d boards created (%.1f a board)",
                    run.puzzle(), run.student().calls(BoardMethod.MANHATTAN_COMPUTATION),
                    run.student().calls(BoardMethod.CONSTRUCTION), perBoard));
        }
        String table = String.join("; ", lines);
        String unjudged = NotJudged.summary(notJudged, PUZZLES.length);
        if (!failed.isEmpty()) {
            throw new CheckFailure(String.format(Locale.ROOT, "Solver with your Board computed the Manhattan distance"
                    + " more than %.1f times per board created on %d of %d puzzles: compute it once, in the Board's"
                    + " constructor, or store the priority in the search node when you create it",
                    COMPUTATIONS_PER_BOARD, failed.size(), PUZZLES.length), new CheckDetails(String.join("; ", failed),
                    "at most " + COMPUTATIONS_PER_BOARD + " computations of manhattan() per board created (a call that"
                            + " loops over the tiles computes; returning a stored value does not)", table,
                    "the comparator calls manhattan(), and your manhattan() loops over the tiles on every call",
                    passed, PUZZLES.length, null, causes));
        }
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.message(passed, "Solver with your Board computed each distance about"
                    + " once on the " + passed + " puzzles judged", unjudged), new CheckDetails(null, null,
                    table.isEmpty() ? null : table, null, passed, PUZZLES.length, null, causes));
        }
        reporter.publishEntry("manhattan", table);
    }

    /** Returns the calls of manhattan() that computed the distance per board the search created. */
    private static double computationsPerBoard(OwnBoardRun run) {
        return run.student().calls(BoardMethod.MANHATTAN_COMPUTATION)
                / (double) Math.max(1, run.student().calls(BoardMethod.CONSTRUCTION));
    }

    private static Measured measured(GradingContext context) {
        return context.measurements().get(MEASURED, () -> {
            SolverType solver = StudentClasses.solver(context);
            return context.sharedWork().run(SharedWork.OWN_BOARD_TIMING, () -> measure(solver, context.seed()));
        });
    }

    /**
     * Measures the puzzles on which the student's Board is right; why the others were not is counted, and by the
     * Board check charged for them: they earn nothing here. So is a search over its budget on a board the Board
     * hashes apart from an equal one: a HashSet of boards seen never finds one, and the search crawls by the Board. A search that ended with moves() that is not the optimum,
     * or threw, is not judged either: the cost of a wrong answer says nothing, and the moves are {@value #MOVES}'s
     * to judge.
     */
    private static Measured measure(SolverType solver, long seed) {
        Map<String, Integer> notJudged = new LinkedHashMap<>();
        Map<String, Integer> causes = new LinkedHashMap<>();
        CountedSolvers yardstick = CountedSolvers.yardstick();
        CountedSolvers student = CountedSolvers.ownBoard(solver.type(), solver.board().type());
        List<OwnBoardRun> runs = new ArrayList<>();
        for (int[] puzzle : PUZZLES) {
            ReferencePuzzle picked = ReferencePuzzle.pick(yardstick, puzzle[0], puzzle[1], seed, REFERENCE_LIMIT);
            Board board = new Board(picked.tiles());
            BoardProblems.Problem problem = WorkLimit.within(CAP, () -> BoardProblems.of(solver.board(), board));
            if (problem != null) {
                notJudged.merge(problem.reason(), 1, Integer::sum);
                causes.merge(problem.check(), 1, Integer::sum);
                continue;
            }
            OwnBoardRun run = OwnBoardRun.of(picked.name(), picked.tiles(), picked.work(), student, WORK_RATIO, CAP);
            if (run.wrong()) {
                notJudged.merge("the search ended with moves() that is not the optimum, or threw (charged by "
                        + MOVES + ")", 1, Integer::sum);
                causes.merge(MOVES, 1, Integer::sum);
                continue;
            }
            BoardProblems.Problem crawl = run.solved() ? null
                    : WorkLimit.within(CAP, () -> BoardProblems.ofUnfinishedSearch(solver.board(), board));
            if (crawl != null) {
                notJudged.merge(crawl.reason(), 1, Integer::sum);
                causes.merge(crawl.check(), 1, Integer::sum);
                continue;
            }
            runs.add(run);
        }
        return new Measured(runs, notJudged, causes);
    }


}
