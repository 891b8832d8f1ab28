package npuzzle.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test (the name keeps it out of the suite): grades every fixture under {@code tests/submissions/}, the
 * adversarial ones included, with the whole rubric, one at a time as a student would, and prints the wall time of
 * each, the slowest five first, against the target of {@value #TARGET_SECONDS} s a fixture on a 2-core machine with
 * nothing else running. Run it with {@code mvn -B -pl tests verify -Dit.test=FixtureTimingBench}.
 */
class FixtureTimingBench {
    private static final int TARGET_SECONDS = 35;
    private static final int SLOWEST = 5;

    @TempDir
    Path work;

    record Timing(String fixture, double seconds, int exitCode) {
    }

    @Test
    void printTheWallTimeOfEveryFixture() throws IOException, InterruptedException {
        List<Path> fixtures;
        try (Stream<Path> list = Files.list(GraderCheckEndToEndTests.SUBMISSIONS)) {
            fixtures = list.filter(folder -> Files.isRegularFile(folder.resolve("expected.json"))).sorted().toList();
        }
        List<Timing> timings = new ArrayList<>();
        for (Path fixture : fixtures) {
            Path folder = Files.createDirectories(work.resolve(fixture.getFileName().toString()));
            long start = System.nanoTime();
            GraderProcess.Result result = GraderProcess.run(folder, "check", fixture.toString(), "--quiet",
                    "--json", folder.resolve("report.json").toString());
            timings.add(new Timing(fixture.getFileName().toString(), (System.nanoTime() - start) / 1e9,
                    result.exitCode()));
        }
        timings.sort(Comparator.comparingDouble(Timing::seconds).reversed());
        System.out.printf(Locale.ROOT, "%nthe slowest %d of %d fixtures (target: under %d s each)%n", SLOWEST,
                timings.size(), TARGET_SECONDS);
        for (int k = 0; k < timings.size(); k++) {
            Timing timing = timings.get(k);
            if (k == SLOWEST) {
                System.out.println("the others");
            }
            System.out.printf(Locale.ROOT, "  %-45s %6.1f s  exit %d%s%n", timing.fixture(), timing.seconds(),
                    timing.exitCode(), timing.seconds() > TARGET_SECONDS ? "  OVER THE TARGET" : "");
        }
        System.out.printf(Locale.ROOT, "total %.1f s%n", timings.stream().mapToDouble(Timing::seconds).sum());
    }
}
