package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import npuzzle.grader.checks.timing.SolverComparison;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.reference.Board;
import npuzzle.reference.PlainSolver;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The yardstick of the timing checks is the A* students write: on every puzzle those checks measure, a plain Solver
 * written as students write it, on java.util.PriorityQueue or on a course-style MinPQ, creates exactly the boards and
 * makes exactly the queue operations the plain A* does (both heaps give ties the same order), and finds the same
 * optimal moves as the tuned reference.
 */
class YardstickTests {
    @ParameterizedTest(name = "{0} searches as the yardstick does")
    @ValueSource(strings = {"GOOD", "ON_A_MIN_PQ"})
    void aPlainStudentSolverMatchesTheYardstickOnEveryTimingPuzzle(String style, @TempDir Path dir) throws Exception {
        String source = (String) SolverFixtures.class.getDeclaredField(style).get(null);
        CountedSolvers student = CountedSolvers.student(BoardChecksRun.compileSolver(dir, source));
        CountedSolvers yardstick = CountedSolvers.yardstick();
        for (long seed = 1; seed <= 3; seed++) {
            for (Map.Entry<String, int[][]> puzzle : SolverComparison.puzzles(seed).entrySet()) {
                SolverWork plain = SolverWork.run(yardstick, puzzle.getValue(), Long.MAX_VALUE, true);
                SolverWork work = SolverWork.run(student, puzzle.getValue(), Long.MAX_VALUE, true);
                String where = style + ", seed " + seed + ", " + puzzle.getKey();
                assertEquals(new Solver(new Board(puzzle.getValue())).moves(), plain.moves(), where);
                assertEquals(plain.moves(), work.moves(), where);
                assertEquals(plain.calls(BoardMethod.CONSTRUCTION), work.calls(BoardMethod.CONSTRUCTION), where);
                assertEquals(plain.queue().inserts(), work.queue().inserts(), where);
                assertEquals(plain.queue().deletions(), work.queue().deletions(), where);
                assertEquals(0, work.order().outOfOrder(), where);
                assertTrue(plain.order().expanded() > 0 && plain.order().outOfOrder() == 0, where);
            }
        }
    }

    @ParameterizedTest(name = "the yardstick solves {0} optimally")
    @ValueSource(strings = {"1 2 3 4 5 6 7 8 0", "0 1 3 4 2 5 7 8 6", "8 6 7 2 5 4 3 0 1"})
    void theYardstickIsOptimal(String rowMajor) {
        int[] tiles = java.util.Arrays.stream(rowMajor.split(" ")).mapToInt(Integer::parseInt).toArray();
        Board board = Board.ofRowMajor(3, tiles);
        assertEquals(new Solver(board).moves(), new PlainSolver(board).moves());
    }
}
