package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SolverMemoryTests {
    private static final String ID = "memory.solver";
    private static final List<String> CHECKS = List.of("npuzzle.grader.checks.memory.SolverMemoryChecks");

    private static String verdict(Path dir, String solver, Map<String, String> entries) {
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(
                BoardChecksRun.compileSolver(dir, solver), 7, CHECKS, entries);
        assertEquals(List.of(ID), List.copyOf(verdicts.keySet()));
        return verdicts.get(ID);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"GOOD, SUCCESSFUL", "MANHATTAN_TIE_BREAK, SUCCESSFUL", "KEEPS_THE_QUEUE, SUCCESSFUL",
            "NO_CRITICAL_OPTIMIZATION, SUCCESSFUL", "TILES_IN_NODE, FAILED"})
    void theVerdictDependsOnTheBytesOfEachNodeOnly(String solver, String expected, @TempDir Path dir)
            throws Exception {
        String verdict = verdict(dir, (String) SolverFixtures.class.getDeclaredField(solver).get(null), new TreeMap<>());
        assertTrue(verdict.startsWith(expected), verdict);
    }

    @Test
    void aNodeHoldingACopyOfTheTilesIsNamedWithItsBytes(@TempDir Path dir) {
        Map<String, String> entries = new TreeMap<>();
        String verdict = verdict(dir, SolverFixtures.TILES_IN_NODE, entries);
        assertTrue(verdict.contains("a copy of the tiles"), verdict);
        assertTrue(entries.get(ID).contains("Solver$Node: "), entries.toString());
    }

    @Test
    void theSearchNodesAreMeasuredBesideTheReferencesAndTheRetainedSolver(@TempDir Path dir) {
        Map<String, String> entries = new TreeMap<>();
        assertEquals("SUCCESSFUL", verdict(dir, SolverFixtures.GOOD, entries));
        String measured = entries.get(ID);
        assertTrue(measured.contains("Solver$Node: "), measured);
        assertTrue(measured.contains("(plain A* npuzzle.reference.PlainSolver$Node: "), measured);
        assertTrue(measured.contains("retained after construction "), measured);
    }

    /** Princeton's "Measure memory of Solver": a queue kept in a field holds the whole search after construction. */
    @ParameterizedTest(name = "{0} keeps what it needs: {1}")
    @CsvSource({"GOOD, SUCCESSFUL", "MANHATTAN_TIE_BREAK, SUCCESSFUL", "KEEPS_THE_QUEUE, FAILED"})
    void aSolverKeepingItsQueueInAFieldFailsTheRetainedMemoryCheck(String solver, String expected, @TempDir Path dir)
            throws Exception {
        String retained = "memory.solver.retained";
        Map<String, String> entries = new TreeMap<>();
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir,
                (String) SolverFixtures.class.getDeclaredField(solver).get(null)), 7,
                List.of("npuzzle.grader.checks.memory.SolverRetainedMemoryChecks"), entries);
        assertEquals(List.of(retained), List.copyOf(verdicts.keySet()));
        assertTrue(verdicts.get(retained).startsWith(expected), verdicts + " " + entries);
        assertTrue(entries.get(retained).matches("3x3 after 30 random slides: \\d+ bytes kept \\(plain A\\* \\d+, limit"
                + " \\d+\\); 3x3 after 50 .*; 3x3 after 80 .*"), entries.toString());
        if (expected.equals("FAILED")) {
            assertTrue(verdicts.get(retained).contains("keeps more than 4 times the plain A*'s memory after"
                    + " construction on 3 of 3 puzzles: keep the priority queue"), verdicts + " " + entries);
        }
    }
}
