package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SolverOwnBoardTests {
    private static final String ID = "timing.solver.own-board";
    private static final List<String> CHECKS = List.of("npuzzle.grader.checks.timing.SolverOwnBoardChecks");

    private static String verdict(Path dir, String board, String solver, Map<String, String> entries) {
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(
                BoardChecksRun.compileSolver(dir, board, solver), 7, CHECKS, entries);
        assertEquals(List.of(ID), List.copyOf(verdicts.keySet()));
        return verdicts.get(ID);
    }

    @ParameterizedTest(name = "the good Solver on the {0} Board passes")
    @CsvSource({"FAST", "STREAMS"})
    void aGoodSolverOnABoardOfAnyGoodStylePasses(String board, @TempDir Path dir) throws Exception {
        Map<String, String> entries = new TreeMap<>();
        String source = (String) BoardFixtures.class.getDeclaredField(board).get(null);
        assertEquals("SUCCESSFUL", verdict(dir, source, SolverFixtures.GOOD, entries));
        String table = entries.get(ID);
        assertEquals(6, table.split("; ").length, table);
        assertTrue(table.startsWith("3x3 after 30 random slides: 16 moves, "), table);
        assertTrue(table.contains(" units, reference ") && table.contains(", ratio "), table);
    }

    @ParameterizedTest(name = "{0} on the good Board solves at most {1} of 6 puzzles in the budget")
    @CsvSource({"HAMMING_PRIORITY, 3", "NO_CRITICAL_OPTIMIZATION, 3"})
    void aSlowSearchEarnsPartialCreditForThePuzzlesItSolvesInTheBudget(String solver, int most, @TempDir Path dir)
            throws Exception {
        String source = (String) SolverFixtures.class.getDeclaredField(solver).get(null);
        String verdict = verdict(dir, BoardFixtures.FAST, source, new TreeMap<>());
        assertTrue(verdict.startsWith("FAILED"), verdict);
        assertTrue(verdict.contains("stopped at its budget of "), verdict);
        int solved = Integer.parseInt(verdict.replaceAll("(?s).*passed=(\\d+), total=6.*", "$1"));
        assertTrue(solved >= 1 && solved <= most, verdict);
    }

    @Test
    void aBoardWhoseNeighborsAreSlowerByAPowerOfNFailsSomePuzzles(@TempDir Path dir) {
        String verdict = verdict(dir, BoardFixtures.QUARTIC_NEIGHBORS, SolverFixtures.GOOD, new TreeMap<>());
        assertTrue(verdict.startsWith("FAILED"), verdict);
        assertTrue(verdict.matches("(?s).*4x4 after \\d+ random slides: stopped at its budget of \\d+ units.*"), verdict);
        assertFalse(verdict.matches("(?s).*3x3 after \\d+ random slides: stopped.*"), verdict);
    }

    @Test
    void aSearchThatThrowsOnItsBoardSolvesNothing(@TempDir Path dir) {
        String verdict = verdict(dir, BoardFixtures.SLOW, SolverFixtures.GOOD, new TreeMap<>());
        assertTrue(verdict.contains("passed=0, total=6"), verdict);
        assertTrue(verdict.contains("threw NoSuchElementException"), verdict);
    }
}
