package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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
    private static final String CACHED = "timing.solver.cached-priority";
    private static final List<String> CHECKS = List.of("npuzzle.grader.checks.timing.SolverOwnBoardChecks");

    private static String verdict(Path dir, String board, String solver, Map<String, String> entries) {
        return verdicts(dir, board, solver, entries).get(ID);
    }

    private static Map<String, String> verdicts(Path dir, String board, String solver, Map<String, String> entries) {
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(
                BoardChecksRun.compileSolver(dir, board, solver), 7, CHECKS, entries);
        assertEquals(List.of(CACHED, ID), List.copyOf(verdicts.keySet()));
        return verdicts;
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
        Map<String, String> entries = new TreeMap<>();
        String verdict = verdict(dir, BoardFixtures.FAST, source, entries);
        assertTrue(verdict.startsWith("FAILED"), verdict);
        assertTrue(entries.get(ID).contains("stopped at its budget of "), entries.toString());
        int solved = Integer.parseInt(verdict.replaceAll("(?s).*\\(passed (\\d+) of 6\\)", "$1"));
        assertTrue(solved >= 1 && solved <= most, verdict);
    }

    @Test
    void aBoardWhoseNeighborsAreSlowerByAPowerOfNFailsSomePuzzles(@TempDir Path dir) {
        Map<String, String> entries = new TreeMap<>();
        String verdict = verdict(dir, BoardFixtures.QUINTIC_NEIGHBORS, SolverFixtures.GOOD, entries);
        assertTrue(verdict.startsWith("FAILED"), verdict + " " + entries);
        String table = entries.get(ID);
        assertTrue(table.matches("(?s).*4x4 after \\d+ random slides: stopped at its budget of \\d+ units.*"), table);
        assertFalse(table.matches("(?s).*3x3 after \\d+ random slides: stopped.*"), table);
    }

    /** Its empty neighbors() leave nothing to time: the check earns nothing, charged to board.neighbors.set. */
    @Test
    void aBoardWhoseNeighborsAreWrongIsNotJudgedOnItsOwnBoard(@TempDir Path dir) {
        Map<String, String> entries = new TreeMap<>();
        String verdict = verdict(dir, BoardFixtures.SLOW, SolverFixtures.GOOD, entries);
        assertTrue(verdict.startsWith("FAILED") && verdict.contains("nothing judged, so no point earned")
                && verdict.contains("(charged by board.neighbors.set)"), verdict);
        assertNull(entries.get(ID), "no puzzle was measured: " + entries);
    }

    /**
     * The course's Directions: compute the Manhattan distance once per board, kept in the Board or in the search
     * node. Only a program that does neither (a comparator calling a manhattan() that loops) fails.
     */
    @ParameterizedTest(name = "{1} on the {0} Board: {2}")
    @CsvSource({"FAST, GOOD, SUCCESSFUL", "FAST, UNCACHED_PRIORITY, SUCCESSFUL", "LOOPING_MANHATTAN, GOOD, SUCCESSFUL",
        "LOOPING_MANHATTAN, UNCACHED_PRIORITY, FAILED"})
    void theDistanceIsComputedOncePerBoardInTheBoardOrInTheNode(String board, String solver, String expected,
            @TempDir Path dir) throws Exception {
        Map<String, String> entries = new TreeMap<>();
        String verdict = verdicts(dir, (String) BoardFixtures.class.getDeclaredField(board).get(null),
                (String) SolverFixtures.class.getDeclaredField(solver).get(null), entries).get(CACHED);
        assertTrue(verdict.startsWith(expected), verdict);
        String table = entries.get(CACHED);
        assertTrue(table.startsWith("3x3 after 30 random slides: "), table);
        double perBoard = Double.parseDouble(table.replaceAll("(?s)^[^(]*\\((\\d+\\.\\d) a board\\).*", "$1"));
        if (expected.equals("FAILED")) {
            assertTrue(verdict.contains("computed the Manhattan distance more than 2.5 times per board created on 6 of"
                    + " 6 puzzles"), verdict);
            assertTrue(perBoard > 2.5, table);
        } else {
            assertTrue(perBoard <= (board.equals("FAST") ? 0 : 1.5), table);
        }
    }
}
