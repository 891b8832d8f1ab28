package npuzzle.grader.cost;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import npuzzle.grader.checks.timing.BoardInputs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Not a test: prints the Board calls and units of each fixture Solver against the reference A*. Run with -Dtest=SolverWorkBench. */
class SolverWorkBench {
    @Test
    void printTheCounts(@TempDir Path dir) throws Exception {
        Map<String, String> fixtures = new TreeMap<>(Map.of("good", SolverFixtures.GOOD,
                "no-critical", SolverFixtures.NO_CRITICAL_OPTIMIZATION, "hamming", SolverFixtures.HAMMING_PRIORITY,
                "uncached", SolverFixtures.UNCACHED_PRIORITY, "to-string", SolverFixtures.TO_STRING_IN_THE_LOOP));
        Class<?> work = Class.forName("npuzzle.grader.checks.timing.SolverWork");
        Method run = work.getDeclaredMethod("run", CountedSolvers.class, int[][].class, long.class);
        run.setAccessible(true);
        CountedSolvers reference = CountedSolvers.reference();
        for (int[] puzzle : new int[][] {{3, 20}, {3, 40}, {4, 30}}) {
            int[][] tiles = BoardInputs.walked(puzzle[0], puzzle[1], 7);
            System.out.printf("== %dx%d, %d steps: reference %s%n", puzzle[0], puzzle[0], puzzle[1],
                    run.invoke(null, reference, tiles, Long.MAX_VALUE));
            for (Map.Entry<String, String> fixture : fixtures.entrySet()) {
                Path classes = dir.resolve(fixture.getKey());
                if (!classes.toFile().exists()) {
                    CompiledSources.compile(classes, Map.of("Board", BoardFixtures.FAST, "Solver", fixture.getValue()));
                }
                Class<?> solver = new java.net.URLClassLoader(new java.net.URL[] {classes.resolve("classes").toUri().toURL()},
                        ClassLoader.getPlatformClassLoader()).loadClass("Solver");
                System.out.printf("   %-12s %s%n", fixture.getKey(),
                        run.invoke(null, CountedSolvers.student(solver), tiles, 200_000_000L));
            }
        }
    }
}
