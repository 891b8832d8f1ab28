package npuzzle.grader.checks.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolverRuns.Outcome;
import npuzzle.grader.checks.solver.SolverRuns.Run;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.cost.runtime.BoardShadow;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.reference.Board;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The searches of {@link SolverRuns} on the student's own Board, shadowed by the reference Board: a Board whose
 * answer changes after other calls is caught mid-search and named, a correct Board never is, and the shadow's work
 * is not counted as the search's.
 */
class BoardShadowTests {
    private static final String MANHATTAN = "    public int manhattan() {\n        return manhattan;\n    }";
    private static final String HAMMING = "    public int hamming() {\n        return hamming;\n    }";
    private static final String IS_GOAL = "    public boolean isGoal() {\n        return hamming == 0;\n    }";

    /** The correct-reference Board, except that hamming() answers one more once manhattan() was called on it. */
    static String stateful() {
        String board = read(BudgetFixtures.CORRECT.resolve("Board.java"));
        for (String method : List.of(MANHATTAN, HAMMING, IS_GOAL)) {
            assertTrue(board.contains(method), method);
        }
        return board.replace(MANHATTAN, "    private boolean askedManhattan;\n\n"
                + "    public int manhattan() {\n        askedManhattan = true;\n        return manhattan;\n    }")
                .replace(HAMMING, "    public int hamming() {\n        return hamming + (askedManhattan ? 1 : 0);\n    }")
                .replace(IS_GOAL, "    public boolean isGoal() {\n        return hamming() == 0;\n    }");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns the runs of the submission's Solver on its own Board, from {@code board} and the correct Solver. */
    static SolverRuns runs(Path dir, String board) {
        try {
            Path folder = Files.createDirectories(dir.resolve("submission"));
            Files.writeString(folder.resolve("Board.java"), board);
            Files.copy(BudgetFixtures.CORRECT.resolve("Solver.java"), folder.resolve("Solver.java"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        GradingContext context = CompiledSubmission.compile(dir.resolve("submission"), dir.resolve("classes"))
                .context(1, SolutionConvention.AFTER_INITIAL, false);
        SolverRuns runs = SolverRuns.of(context, StudentClasses.solver(context));
        assertTrue(runs.onStudentBoard());
        return runs;
    }

    @AfterEach
    void disarm() {
        BoardShadow.disarm();
    }

    @Test
    void aBoardWhoseIsGoalGoesWrongAfterManhattanIsChargedOnTheGoal(@TempDir Path dir) {
        SolverRuns runs = runs(dir, stateful());
        Board input = Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 7, 0, 8);
        Run run = runs.run(input);
        assertEquals(Outcome.UNFINISHED, run.outcome(), "the probes on fresh boards passed, the search never ends");
        BoardFault fault = run.boardFault();
        assertNotNull(fault);
        assertEquals("isGoal()", fault.call());
        assertEquals(Board.goal(3), fault.board());
        assertEquals("true", fault.expected());
        assertEquals("false", fault.actual());
        assertEquals(List.of("board.repeated-calls", "board.is-goal"), fault.checks(),
                "right on a new board: the answer changed");
        assertEquals("""
                your Board's isGoal() answered false for the goal
                 1  2  3
                 4  5  6
                 7  8  \s
                during the Solver's search, where the answer is true: a new Board with these tiles answers right, \
                so the answer changed after other calls on the board (charged by board.repeated-calls)""",
                fault.description());
        assertNull(BoardShadow.thrown());
    }

    @Test
    void aCorrectBoardIsNeverCharged(@TempDir Path dir) {
        SolverRuns runs = runs(dir, read(BudgetFixtures.CORRECT.resolve("Board.java")));
        List<Sample> puzzles = runs.puzzles();
        assertTrue(puzzles.size() > 10, puzzles.toString());
        for (Sample sample : puzzles.subList(0, 5)) {
            Run run = runs.run(sample.board());
            assertEquals(Outcome.SOLVED, run.outcome(), sample.origin());
            assertNull(run.boardFault(), sample.origin());
            assertTrue(BoardShadow.calls() > 0, "the search was shadowed: " + sample.origin());
            assertNull(BoardShadow.thrown(), sample.origin());
        }
        Sample random = puzzles.get(puzzles.size() - 1);
        assertTrue(random.origin().startsWith("random"), random.origin());
        assertNull(runs.run(random.board()).boardFault());
    }

    @Test
    void theShadowsWorkIsNotCountedAsTheSearchs(@TempDir Path dir) {
        SolverRuns runs = runs(dir, read(BudgetFixtures.CORRECT.resolve("Board.java")));
        SolverType search = runs.counted();
        for (Sample sample : runs.puzzles().subList(0, 6)) {
            Board board = sample.board();
            long before = CostCounter.units();
            int moves = search.solve(search.board().create(board)).moves();
            long unarmed = CostCounter.units() - before;
            BoardShadow.arm(new ShadowOracle(search.board(), board.size()));
            try {
                before = CostCounter.units();
                assertEquals(moves, search.solve(search.board().create(board)).moves());
                assertEquals(unarmed, CostCounter.units() - before, sample.origin());
                assertTrue(BoardShadow.calls() > 0, sample.origin());
            } finally {
                BoardShadow.disarm();
            }
        }
    }
}
