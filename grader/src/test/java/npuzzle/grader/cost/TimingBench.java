package npuzzle.grader.cost;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: prints each timing and memory check's verdict and wall-clock time on Boards and Solvers written
 * well and badly, and what the two categories add to a grading run. Run with {@code -Dtest=TimingBench}.
 */
class TimingBench {
    private static final List<String> SOLVER_CHECKS = List.of("npuzzle.grader.checks.timing.SolverTimingChecks",
            "npuzzle.grader.checks.timing.SolverOwnBoardChecks", "npuzzle.grader.checks.memory.SolverMemoryChecks");

    @Test
    void printTheChecksVerdictsAndTheirTime(@TempDir Path dir) {
        Map<String, String> fixtures = new TreeMap<>(Map.of("fast", BoardFixtures.FAST, "slow", BoardFixtures.SLOW,
                "streams", BoardFixtures.STREAMS, "quartic-neighbors", BoardFixtures.QUARTIC_NEIGHBORS));
        long boards = 0;
        for (Map.Entry<String, String> fixture : fixtures.entrySet()) {
            Class<?> board = BoardChecksRun.compileBoard(dir.resolve(fixture.getKey()), fixture.getValue());
            Map<String, Long> millis = new TreeMap<>();
            long start = System.nanoTime();
            Map<String, String> entries = new TreeMap<>();
            Map<String, String> verdicts = BoardChecksRun.run(board, 7, millis, entries);
            long total = (System.nanoTime() - start) / 1_000_000;
            boards += total;
            System.out.printf("== %s Board: Board timing + memory checks took %d ms%n", fixture.getKey(), total);
            print(verdicts, millis, entries);
        }
        Map<String, String[]> solvers = new TreeMap<>(Map.of(
                "good on fast", new String[] {BoardFixtures.FAST, SolverFixtures.GOOD},
                "good on streams", new String[] {BoardFixtures.STREAMS, SolverFixtures.GOOD},
                "hamming on fast", new String[] {BoardFixtures.FAST, SolverFixtures.HAMMING_PRIORITY},
                "no-critical on fast", new String[] {BoardFixtures.FAST, SolverFixtures.NO_CRITICAL_OPTIMIZATION},
                "tiles-in-node on fast", new String[] {BoardFixtures.FAST, SolverFixtures.TILES_IN_NODE}));
        long searches = 0;
        for (Map.Entry<String, String[]> fixture : solvers.entrySet()) {
            Class<?> solver = BoardChecksRun.compileSolver(dir.resolve(fixture.getKey().replace(' ', '-')),
                    fixture.getValue()[0], fixture.getValue()[1]);
            Map<String, Long> millis = new TreeMap<>();
            Map<String, String> entries = new TreeMap<>();
            long start = System.nanoTime();
            Map<String, String> verdicts = BoardChecksRun.solverVerdicts(solver, 7, SOLVER_CHECKS, millis, entries);
            long total = (System.nanoTime() - start) / 1_000_000;
            searches += total;
            System.out.printf("== %s Solver: Solver timing + memory checks took %d ms%n", fixture.getKey(), total);
            print(verdicts, millis, entries);
        }
        System.out.printf("== mean per submission: Board checks %d ms + Solver checks %d ms = %d ms"
                + " (timing and memory checks added to grader check; issue 5 allows 20000 ms)%n",
                boards / fixtures.size(), searches / solvers.size(),
                boards / fixtures.size() + searches / solvers.size());
    }

    private static void print(Map<String, String> verdicts, Map<String, Long> millis, Map<String, String> entries) {
        verdicts.forEach((id, verdict) -> System.out.printf("%6d ms  %-36s %s%n          %s%n", millis.get(id), id,
                verdict, entries.getOrDefault(id, "")));
    }
}
