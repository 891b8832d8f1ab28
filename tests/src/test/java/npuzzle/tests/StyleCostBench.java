package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test (the name keeps it out of the suite): what the style checks add to a grading, measured side by side.
 * Grades the sample {@code npuzzle.bench.runs} times (default {@value #RUNS}) with {@code grader check}, each time
 * once without and once with the style checks, in turns, and prints the median wall time of each and their
 * difference (target: 1.0 s); then grades a class of the correct fixtures and the style fixture ({@value #CLASS_SIZE}
 * submissions) with {@code grader batch --jobs 2} without and with them, in turns ({@code npuzzle.bench.batches}
 * times, default 1), and prints the difference per submission in wall time and in CPU time (target: 0.5 s), the CPU
 * of the grader and every JVM it started and waited for, as {@code /usr/bin/time} counts it (wall time only without
 * it). The grader's cache is a folder of the bench's own, so that no other grader on the machine removes its class
 * data archives; the first run of each kind, which writes them, is not counted. Run it alone on an otherwise
 * idle machine with {@code mvn -B -pl tests verify -Dit.test=StyleCostBench}; on a shared machine the differences
 * of runs in turns still compare.
 */
class StyleCostBench {
    private static final int RUNS = 7;
    private static final int CLASS_SIZE = 20;
    private static final Path SAMPLE = GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference");
    private static final Duration BOUND = Duration.ofMinutes(30);
    private static final Path TIME = Path.of("/usr/bin/time");

    /** A run's wall time and CPU time (user and system, of the grader and the JVMs it waited for; -1 unknown). */
    private record Cost(long wallMs, long cpuMs) {
    }

    @TempDir
    Path work;

    @Test
    void printWhatTheStyleChecksAdd() throws IOException, InterruptedException {
        int runs = Integer.getInteger("npuzzle.bench.runs", RUNS);
        check("--style");
        check("--no-style");
        check("--style"); // the style JVM's archive is written as it ends: under load the first may not finish it
        long[] without = new long[runs];
        long[] with = new long[runs];
        long[] cpuWithout = new long[runs];
        long[] cpuWith = new long[runs];
        for (int k = 0; k < runs; k++) {
            Cost off = run("check", SAMPLE.toString(), "--quiet", "--no-style");
            Cost on = run("check", SAMPLE.toString(), "--quiet", "--style");
            without[k] = off.wallMs();
            with[k] = on.wallMs();
            cpuWithout[k] = off.cpuMs();
            cpuWith[k] = on.cpuMs();
        }
        long off = median(without);
        long on = median(with);
        System.out.printf(Locale.ROOT, "%ngrader check on the sample, median of %d in turns: %.2f s without the style "
                + "checks, %.2f s with them: they add %.2f s (target 1.0 s); CPU %.2f s and %.2f s%n  without: %s%n"
                + "  with:    %s%n", runs, off / 1e3, on / 1e3, (on - off) / 1e3, median(cpuWithout) / 1e3,
                median(cpuWith) / 1e3, Arrays.toString(without), Arrays.toString(with));

        Path root = makeClass(work.resolve("class"));
        int batches = Integer.getInteger("npuzzle.bench.batches", 1);
        for (int k = 0; k < batches; k++) {
            Cost classOff = batch(root, "--no-style");
            Cost classOn = batch(root, "--style");
            System.out.printf(Locale.ROOT, "grader batch --jobs 2, %d submissions: %.1f s without the style checks, "
                    + "%.1f s with them: %.2f s more per submission; CPU %.1f s and %.1f s: %.2f s more per "
                    + "submission (target 0.5 s)%n", CLASS_SIZE, classOff.wallMs() / 1e3, classOn.wallMs() / 1e3,
                    (classOn.wallMs() - classOff.wallMs()) / 1e3 / CLASS_SIZE, classOff.cpuMs() / 1e3,
                    classOn.cpuMs() / 1e3, (classOn.cpuMs() - classOff.cpuMs()) / 1e3 / CLASS_SIZE);
        }
    }

    private void check(String style) throws IOException, InterruptedException {
        run("check", SAMPLE.toString(), "--quiet", style);
    }

    private Cost batch(Path root, String style) throws IOException, InterruptedException {
        Path out = work.resolve("out" + style);
        if (Files.isDirectory(out)) {
            try (Stream<Path> files = Files.walk(out)) {
                files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
        return run("batch", root.toString(), "--out", out.toString(), "--jobs", "2", style);
    }

    /** Runs the grader, under /usr/bin/time when there is one, and returns what it cost. */
    private Cost run(String... arguments) throws IOException, InterruptedException {
        Path times = Files.createTempFile(work, "time", ".txt");
        List<String> command = new ArrayList<>();
        boolean timed = Files.isExecutable(TIME);
        if (timed) {
            command.addAll(List.of(TIME.toString(), "-o", times.toString(), "-f", "%U %S"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                GraderProcess.JAR.toAbsolutePath().toString()));
        command.addAll(List.of(arguments));
        long start = System.nanoTime();
        ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
                .redirectOutput(work.resolve("bench.log").toFile());
        builder.environment().put("NPUZZLE_CACHE", Files.createDirectories(work.resolve("cache")).toString());
        Process process = builder.start();
        assertTrue(process.waitFor(BOUND.toMillis(), TimeUnit.MILLISECONDS), "the grader did not finish");
        long wall = (System.nanoTime() - start) / 1_000_000;
        int exit = process.exitValue();
        assertTrue(exit == 0 || exit == 1, "exit " + exit + ": " + Files.readString(work.resolve("bench.log")));
        if (!timed) {
            return new Cost(wall, -1);
        }
        String[] parts = Files.readAllLines(times).get(Files.readAllLines(times).size() - 1).trim().split("\\s+");
        return new Cost(wall, Math.round((Double.parseDouble(parts[0]) + Double.parseDouble(parts[1])) * 1000));
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
