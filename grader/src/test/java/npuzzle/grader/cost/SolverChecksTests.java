package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SolverChecksTests {
    private static final Set<String> ALL = Set.of("timing.solver.work", "timing.solver.nodes",
            "timing.solver.critical-optimization", "timing.solver.manhattan-priority", "timing.solver.no-to-string");

    private static Set<String> failed(Map<String, String> verdicts) {
        Set<String> failed = new TreeSet<>();
        verdicts.forEach((id, verdict) -> {
            if (!verdict.equals("SUCCESSFUL")) {
                failed.add(id);
            }
        });
        return failed;
    }

    /**
     * Every correct style passes, whatever order its queue gives ties, and whatever else it asks of hamming(); a
     * twin searched in lockstep is a second tree, judged on its own.
     * UNCACHED_PRIORITY calls the reference Board's stored manhattan() in every comparison, which costs nothing here:
     * whether a program computes each distance once is judged with the student's own Board (SolverOwnBoardTests).
     */
    @ParameterizedTest(name = "{0} fails exactly {1}")
    @CsvSource(delimiter = '|', value = {
        "GOOD | ''",
        "NO_CRITICAL_OPTIMIZATION | timing.solver.critical-optimization,timing.solver.nodes,timing.solver.work",
        "HAMMING_PRIORITY | timing.solver.manhattan-priority,timing.solver.nodes,timing.solver.work",
        "UNCACHED_PRIORITY | ''",
        "ON_A_MIN_PQ | ''",
        "MANHATTAN_TIE_BREAK | ''",
        "TIES_BY_LARGER_MOVES | ''",
        "TIES_FIRST_IN_FIRST_OUT | ''",
        "TIES_LAST_IN_FIRST_OUT | ''",
        "TIES_BY_HAMMING | ''",
        "BOTH_PRIORITIES | ''",
        "CLOSED_SET | ''",
        "TWIN_LOCKSTEP | ''",
        "TO_STRING_IN_THE_LOOP | timing.solver.no-to-string,timing.solver.work"
    })
    void eachSlowMistakeFailsItsCheck(String fixture, String expected, @TempDir Path dir) throws Exception {
        String source = (String) SolverFixtures.class.getDeclaredField(fixture).get(null);
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir,
                BoardFixtures.FAST_WITH_TWIN, source), 7);
        assertEquals(ALL, verdicts.keySet());
        Set<String> failing = expected.isEmpty() ? Set.of() : Set.of(expected.split(","));
        assertEquals(failing, failed(verdicts), verdicts.toString());
    }

    @Test
    void theHintNamesTheMistake(@TempDir Path dir) {
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(
                BoardChecksRun.compileSolver(dir, SolverFixtures.NO_CRITICAL_OPTIMIZATION), 7);
        String nodes = verdicts.get("timing.solver.nodes");
        assertTrue(nodes.contains("no critical optimization"), nodes);
    }

    /** The order of expansions, not the calls of hamming(), tells a Hamming priority: its order is moves + hamming. */
    @Test
    void aHammingPriorityIsToldByTheOrderOfItsExpansions(@TempDir Path dir) {
        String verdict = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir,
                SolverFixtures.HAMMING_PRIORITY), 7).get("timing.solver.manhattan-priority");
        assertTrue(verdict.contains("boards expanded out of order, the first at expansion"), verdict);
    }

    @Test
    void theSameSolverGetsTheSameCountsEveryRun(@TempDir Path dir) {
        Class<?> solver = BoardChecksRun.compileSolver(dir, SolverFixtures.HAMMING_PRIORITY);
        Map<String, String> first = BoardChecksRun.solverVerdicts(solver, 7);
        assertTrue(first.get("timing.solver.nodes").contains("created"), first.toString());
        assertEquals(first, BoardChecksRun.solverVerdicts(solver, 7));
    }
}
