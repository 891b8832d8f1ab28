package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test (the name keeps it out of the suite): what the style checks add to a grading, measured side by side.
 * Grades the sample {@code npuzzle.bench.runs} times (default {@value #RUNS}) with {@code grader check}, each time
 * once without and once with the style checks, in turns, and prints the median wall time of each and their
 * difference; then grades a class of the correct fixtures and the style fixture ({@value #CLASS_SIZE} submissions)
 * with {@code grader batch --jobs 2} without and with them, and prints the difference per submission. The first run
 * of each kind, which may write a class data archive, is not counted. Run it alone on an otherwise idle machine with
 * {@code mvn -B -pl tests verify -Dit.test=StyleCostBench}.
 */
class StyleCostBench {
    private static final int RUNS = 7;
    private static final int CLASS_SIZE = 20;
    private static final Path SAMPLE = GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference");
    private static final Duration BOUND = Duration.ofMinutes(30);

    @TempDir
    Path work;

    @Test
    void printWhatTheStyleChecksAdd() throws IOException, InterruptedException {
        int runs = Integer.getInteger("npuzzle.bench.runs", RUNS);
        check("--style");
        check("--no-style");
        long[] without = new long[runs];
        long[] with = new long[runs];
        for (int k = 0; k < runs; k++) {
            without[k] = check("--no-style");
            with[k] = check("--style");
        }
        long off = median(without);
        long on = median(with);
        System.out.printf(Locale.ROOT, "%ngrader check on the sample, median of %d in turns: %.2f s without the style "
                + "checks, %.2f s with them: they add %.2f s (target 1.5 s)%n  without: %s%n  with:    %s%n", runs,
                off / 1e3, on / 1e3, (on - off) / 1e3, Arrays.toString(without), Arrays.toString(with));

        Path root = makeClass(work.resolve("class"));
        long classOff = batch(root, "--no-style");
        long classOn = batch(root, "--style");
        System.out.printf(Locale.ROOT, "grader batch --jobs 2, %d submissions: %.1f s without the style checks, %.1f s "
                + "with them: %.2f s more per submission%n", CLASS_SIZE, classOff / 1e3, classOn / 1e3,
                (classOn - classOff) / 1e3 / CLASS_SIZE);
    }

    private long check(String style) throws IOException, InterruptedException {
        long start = System.nanoTime();
        GraderProcess.Result result = GraderProcess.run(work, Map.of(), BOUND, "check", SAMPLE.toString(), "--quiet",
                style);
        assertTrue(result.exitCode() == 0 || result.exitCode() == 1, result.output());
        return (System.nanoTime() - start) / 1_000_000;
    }

    private long batch(Path root, String style) throws IOException, InterruptedException {
        long start = System.nanoTime();
        GraderProcess.Result result = GraderProcess.run(work, Map.of(), BOUND, "batch", root.toString(), "--out",
                work.resolve("out" + style).toString(), "--jobs", "2", style);
        assertEquals(0, result.exitCode(), result.output());
        return (System.nanoTime() - start) / 1_000_000;
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Returns a class of the correct fixtures and the style fixture, repeated to {@value #CLASS_SIZE}. */
    private static Path makeClass(Path root) throws IOException {
        List<Path> fixtures = new ArrayList<>();
        try (Stream<Path> list = Files.list(GraderCheckEndToEndTests.SUBMISSIONS)) {
            list.filter(folder -> folder.getFileName().toString().startsWith("correct-")
                    || folder.getFileName().toString().equals("style-design-rules")).sorted().forEach(fixtures::add);
        }
        for (int k = 0; k < CLASS_SIZE; k++) {
            Path fixture = fixtures.get(k % fixtures.size());
            Path folder = Files.createDirectories(root.resolve(String.format(Locale.ROOT, "s%02d-%s", k,
                    fixture.getFileName())));
            for (String source : List.of("Board.java", "Solver.java")) {
                if (Files.isRegularFile(fixture.resolve(source))) {
                    Files.copy(fixture.resolve(source), folder.resolve(source));
                }
            }
        }
        return root;
    }
}
