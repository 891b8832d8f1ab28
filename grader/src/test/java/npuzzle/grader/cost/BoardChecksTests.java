package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import npuzzle.grader.checks.Assignment;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BoardChecksTests {
    private static final Set<String> ALL = Set.of("timing.board.constructor", "timing.board.size",
            "timing.board.tile-at", "timing.board.hamming", "timing.board.manhattan", "timing.board.is-goal",
            "timing.board.is-solvable", "timing.board.neighbors", "timing.board.equals", "memory.board");

    private static Set<String> failed(Map<String, String> verdicts) {
        Set<String> failed = new TreeSet<>();
        verdicts.forEach((id, verdict) -> {
            if (!verdict.equals("SUCCESSFUL")) {
                failed.add(id);
            }
        });
        return failed;
    }

    @Test
    void aBoardMeetingTheRequirementsPassesEveryTimingAndMemoryCheck(@TempDir Path dir) {
        Map<String, String> verdicts = BoardChecksRun.verdicts(BoardChecksRun.compileBoard(dir, BoardFixtures.FAST), 7);
        assertEquals(ALL, verdicts.keySet());
        assertEquals(Set.of(), failed(verdicts), verdicts.toString());
    }

    @Test
    void eachBrokenRequirementFailsItsOwnCheckWithTheGrowthAndAHint(@TempDir Path dir) {
        Map<String, String> verdicts = BoardChecksRun.verdicts(BoardChecksRun.compileBoard(dir, BoardFixtures.SLOW), 7);
        assertEquals(Set.of("timing.board.hamming", "timing.board.manhattan", "timing.board.is-goal",
                "timing.board.is-solvable", "timing.board.neighbors", "memory.board"), failed(verdicts),
                verdicts.toString());
        assertTrue(verdicts.get("timing.board.neighbors").contains("nothing judged, so no point earned: neighbors() is "
                + "wrong"), "its empty neighbors() are not timed: " + verdicts.get("timing.board.neighbors"));
        String hamming = verdicts.get("timing.board.hamming");
        assertTrue(hamming.contains("hamming() grows like n^2, required ~1: compute it once"), hamming);
        assertTrue(verdicts.get("timing.board.is-solvable").contains("merge sort"), verdicts.toString());
        assertTrue(verdicts.get("memory.board").contains("over the limit"), verdicts.toString());
    }

    /**
     * Princeton's versions ask time proportional to n^2 of hamming(), manhattan() and isGoal(), not constant time: a
     * loop over the tiles on each call passes there, and the O(n^4) isSolvable() still fails.
     */
    @Test
    void princetonsVersionsAllowQueriesThatLoopOverTheTiles(@TempDir Path dir) {
        Map<String, String> verdicts = BoardChecksRun.verdicts(BoardChecksRun.compileBoard(dir, BoardFixtures.SLOW), 7,
                Assignment.PRINCETON_COS226_TILEAT);
        assertEquals(Set.of("timing.board.is-solvable", "timing.board.neighbors", "memory.board"), failed(verdicts),
                verdicts.toString());
    }

    /**
     * CS 61B's estimatedDistanceToGoal() is timed like manhattan() in that version: a stored value or a loop over the
     * tiles passes, a search of every tile's goal position for each tile (~n^4) fails.
     */
    @ParameterizedTest(name = "an estimate that {0} passes: {1}")
    @CsvSource(delimiter = '|', value = {
        "'return manhattan;' | true",
        "'int d = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) d += distance(tiles[i][j], i, j);"
            + " return d;' | true",
        "'int d = 0; for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) for (int r = 0; r < n; r++)"
            + " for (int c = 0; c < n; c++) if (tiles[i][j] != 0 && tiles[i][j] == r * n + c + 1)"
            + " d += Math.abs(i - r) + Math.abs(j - c); return d;' | false"
    })
    void theEstimateIsTimedInCs61bsVersion(String body, boolean passes, @TempDir Path dir) {
        String source = BoardFixtures.FAST.replace("public int manhattan() { return manhattan; }",
                "public int manhattan() { return manhattan; }\n"
                + "    private int distance(int t, int i, int j) {\n"
                + "        return t == 0 ? 0 : Math.abs(i - (t - 1) / n) + Math.abs(j - (t - 1) % n);\n"
                + "    }\n"
                + "    public int estimatedDistanceToGoal() { " + body + " }");
        Map<String, String> verdicts = BoardChecksRun.verdicts(BoardChecksRun.compileBoard(dir, source), 7,
                Assignment.BERKELEY_CS61B, List.of("npuzzle.grader.checks.timing.EstimateTimingChecks"));
        assertEquals(Set.of("timing.board.estimated-distance"), verdicts.keySet());
        assertEquals(passes, failed(verdicts).isEmpty(), verdicts.toString());
    }

    @ParameterizedTest(name = "{0} fails exactly {1}")
    @CsvSource(delimiter = '|', value = {
        "STREAMS | ''",
        "FULL_COMPARISON_GOAL | timing.board.is-goal",
        "QUARTIC_NEIGHBORS | timing.board.neighbors",
        "STORED_NEIGHBORS | memory.board"
    })
    void eachStyleIsJudgedByItsCostAlone(String fixture, String expected, @TempDir Path dir) throws Exception {
        String source = (String) BoardFixtures.class.getDeclaredField(fixture).get(null);
        Map<String, String> verdicts = BoardChecksRun.verdicts(BoardChecksRun.compileBoard(dir, source), 11);
        Set<String> failing = expected.isEmpty() ? Set.of() : Set.of(expected.split(","));
        assertEquals(failing, failed(verdicts), verdicts.toString());
    }
}
