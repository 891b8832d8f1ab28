package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import npuzzle.tests.GraderCheckEndToEndTests.Graded;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * No false alarms: every correct fixture ({@code correct-*}) gets full marks on the whole rubric with each of five
 * seeds. The seed picks the random boards of the correctness checks and the boards and puzzles the timing and
 * memory checks measure on, so nearly every check depends on it and each run grades the whole rubric; the
 * default seed, 1, is graded by {@link GraderCheckEndToEndTests}. All of it is 50 grader runs, two at a time: 27
 * minutes measured on a shared 2-core machine under a load of about 11, too long for every build. So by default each
 * fixture is graded with one of the five seeds in turn (every seed is used, 10 runs, a few minutes), and
 * {@code -Dnpuzzle.falseAlarms=all} grades every fixture with every seed. Tagged {@code same-on-every-jdk}: the checks count
 * units, not time, so CI runs this on its first JDK only.
 */
@Tag("same-on-every-jdk")
class FalseAlarmEndToEndTests {
    private static final List<String> SEEDS = List.of("2", "3", "5", "8", "13");
    /** Grader runs at a time: each is a grader JVM and a child JVM, on a 2-core machine. */
    private static final int CONCURRENT_RUNS = 2;

    @TempDir
    Path work;

    @TestFactory
    Stream<DynamicTest> everyCorrectFixtureGetsFullMarksWithEverySeed() throws IOException {
        List<Path> fixtures;
        try (Stream<Path> list = Files.list(GraderCheckEndToEndTests.SUBMISSIONS)) {
            fixtures = list.filter(folder -> folder.getFileName().toString().startsWith("correct-")).sorted().toList();
        }
        assertFalse(fixtures.isEmpty(), "no correct fixture under " + GraderCheckEndToEndTests.SUBMISSIONS);
        ExecutorService runs = Executors.newFixedThreadPool(CONCURRENT_RUNS);
        List<String> names = new ArrayList<>();
        List<Future<Graded>> graded = new ArrayList<>();
        boolean all = "all".equals(System.getProperty("npuzzle.falseAlarms"));
        for (int k = 0; k < fixtures.size(); k++) {
            Path fixture = fixtures.get(k);
            for (String seed : all ? SEEDS : List.of(SEEDS.get(k % SEEDS.size()))) {
                String name = fixture.getFileName() + " --seed " + seed;
                names.add(name);
                // the style checks' findings do not depend on the seed: GraderCheckEndToEndTests asserts them
                graded.add(runs.submit(() -> Graded.run(work, fixture.getFileName() + "-seed-" + seed,
                        fixture.toString(), "--seed", seed, "--no-style")));
            }
        }
        runs.shutdown(); // the submitted runs go on
        return names.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Graded result = GraderCheckEndToEndTests.result(graded.get(names.indexOf(name)));
            assertEquals(Set.of(), result.failing(), name + " lost points:\n" + result.output());
            assertEquals(0, result.exitCode(), name + ":\n" + result.output());
            assertEquals(result.report().get("maxScore").getAsDouble(), result.report().get("score").getAsDouble(),
                    name + ":\n" + result.output());
        }));
    }
}
