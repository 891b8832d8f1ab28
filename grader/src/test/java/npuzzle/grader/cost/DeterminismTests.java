package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 5's determinism requirement: the same verdicts on every run while another process keeps the cores busy.
 * Tagged {@code same-on-every-jdk}: the checks count units, not time, so CI runs this on its first JDK only.
 */
@Tag("slow")
@Tag("same-on-every-jdk")
class DeterminismTests {
    /**
     * Runs per fixture, each on new objects (new identity hash codes) under the busy process; more with
     * {@code -Dnpuzzle.determinism.runs=N} (e.g. before changing a check's thresholds).
     */
    private static final int RUNS = Integer.getInteger("npuzzle.determinism.runs", 5);
    private static final List<String> SOLVER_CHECKS = List.of("npuzzle.grader.checks.timing.SolverTimingChecks",
            "npuzzle.grader.checks.timing.SolverOwnBoardChecks", "npuzzle.grader.checks.memory.SolverMemoryChecks");
    private static final String SPINNER = """
            public class Spin {
                public static void main(String[] args) throws Exception {
                    for (int i = 0; i < 2; i++) {
                        new Thread(() -> { long x = 0; while (true) x += System.nanoTime() % 7; }).start();
                    }
                    System.in.read();
                    System.exit(0);
                }
            }
            """;

    @Test
    void everyTimingAndMemoryVerdictIsTheSameOnEveryRunWhileAnotherProcessSpinsOnBothCores(@TempDir Path dir)
            throws Exception {
        assertTrue(RUNS >= 2, "a flip needs two runs to show: npuzzle.determinism.runs=" + RUNS);
        Class<?> slow = BoardChecksRun.compileSolver(dir.resolve("slow"), BoardFixtures.SLOW, SolverFixtures.GOOD);
        Class<?> correct = BoardChecksRun.compileSolver(dir.resolve("correct"), BoardFixtures.FAST, SolverFixtures.GOOD);
        Process busy = spin(dir.resolve("spinner"));
        try {
            List<Map<String, String>> slowRuns = new ArrayList<>();
            List<Map<String, String>> correctRuns = new ArrayList<>();
            for (int run = 0; run < RUNS; run++) {
                assertTrue(busy.isAlive(), "the busy process ended early");
                slowRuns.add(grade(slow));
                correctRuns.add(grade(correct));
            }
            for (int run = 1; run < RUNS; run++) {
                assertEquals(slowRuns.get(0), slowRuns.get(run), "slow fixture, run " + (run + 1));
                assertEquals(correctRuns.get(0), correctRuns.get(run), "correct fixture, run " + (run + 1));
            }
            assertEquals(18, slowRuns.get(0).size(), slowRuns.get(0).toString());
            assertTrue(slowRuns.get(0).get("timing.board.is-solvable").startsWith("FAILED"), slowRuns.get(0).toString());
            assertTrue(slowRuns.get(0).get("timing.board.hamming").startsWith("FAILED"), slowRuns.get(0).toString());
            assertTrue(correctRuns.get(0).values().stream().allMatch("SUCCESSFUL"::equals), correctRuns.get(0).toString());
        } finally {
            busy.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Runs every Board and Solver timing and memory check on one submission; returns each check's verdict. */
    private static Map<String, String> grade(Class<?> solver) throws ClassNotFoundException {
        Map<String, String> verdicts = new TreeMap<>(BoardChecksRun.verdicts(solver.getClassLoader().loadClass("Board"), 7));
        verdicts.putAll(BoardChecksRun.solverVerdicts(solver, 7, SOLVER_CHECKS, new TreeMap<>()));
        return verdicts;
    }

    /** Starts a JVM whose two threads spin until its standard input closes or it is destroyed. */
    private static Process spin(Path dir) throws IOException {
        Path source = Files.createDirectories(dir).resolve("Spin.java");
        Files.writeString(source, SPINNER);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(java.toString(), source.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("spin.log").toFile()).start();
    }
}
