package npuzzle.grader.cost;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: prints each timing and memory check's verdict and wall-clock time on Boards and Solvers written
 * well and badly, and what the two categories add to a grading run. Run with {@code -Dtest=TimingBench}.
 */
class TimingBench {
    @Test
    void printTheChecksVerdictsAndTheirTime(@TempDir Path dir) {
        Map<String, String> fixtures = new TreeMap<>(Map.of("fast", BoardFixtures.FAST, "slow", BoardFixtures.SLOW,
                "streams", BoardFixtures.STREAMS, "quartic-neighbors", BoardFixtures.QUARTIC_NEIGHBORS));
        long all = 0;
        for (Map.Entry<String, String> fixture : fixtures.entrySet()) {
            Class<?> board = BoardChecksRun.compileBoard(dir.resolve(fixture.getKey()), fixture.getValue());
            Map<String, Long> millis = new TreeMap<>();
            long start = System.nanoTime();
            Map<String, String> entries = new TreeMap<>();
            Map<String, String> verdicts = BoardChecksRun.run(board, 7, millis, entries);
            long total = (System.nanoTime() - start) / 1_000_000;
            all += total;
            System.out.printf("== %s Board: timing + memory checks took %d ms%n", fixture.getKey(), total);
            verdicts.forEach((id, verdict) -> System.out.printf("%6d ms  %-26s %s%n      %s%n", millis.get(id), id,
                    verdict, entries.getOrDefault(id, "")));
        }
        System.out.printf("== mean per Board: %d ms%n", all / fixtures.size());
        Map<String, String> solvers = new TreeMap<>(Map.of("good", SolverFixtures.GOOD,
                "hamming", SolverFixtures.HAMMING_PRIORITY, "no-critical", SolverFixtures.NO_CRITICAL_OPTIMIZATION));
        for (Map.Entry<String, String> fixture : solvers.entrySet()) {
            Class<?> solver = BoardChecksRun.compileSolver(dir.resolve("solver-" + fixture.getKey()), fixture.getValue());
            long start = System.nanoTime();
            Map<String, String> verdicts = BoardChecksRun.solverVerdicts(solver, 7);
            System.out.printf("== %s Solver: Solver timing checks took %d ms%n", fixture.getKey(),
                    (System.nanoTime() - start) / 1_000_000);
            verdicts.forEach((id, verdict) -> System.out.printf("   %-38s %s%n", id, verdict));
        }
    }
}
