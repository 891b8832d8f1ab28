package npuzzle.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test (the name keeps it out of the suite): grades a class of {@code npuzzle.bench.submissions} (default
 * {@value #DEFAULT_SUBMISSIONS}) submissions made of the fixtures (correct ones, each kind of mistake, one that does
 * not compile, slow ones, and one endless constructor in every {@value #HANGING_EVERY}) with the whole rubric,
 * with {@code --jobs 1} and then {@code --jobs 2}, and prints submissions per minute, the ratio of the two, where
 * the time went (compile, child JVM start, checks, fix search; from {@code timings.csv}) and the slowest
 * submissions. Then it grades the first {@value #CDS_SAMPLE} again without and with the class data archive of the
 * child JVMs and prints what the archive saves per child. With {@code -Dnpuzzle.bench.class=real-style} it grades
 * instead a class built like a real one ({@link #REAL_STYLE}) with {@code --jobs 2}. Run it alone on an otherwise idle machine with
 * {@code mvn -B -pl tests verify -Dit.test=BatchThroughputBench [-Dnpuzzle.bench.submissions=N]
 * [-Dnpuzzle.bench.class=real-style]}.
 */
class BatchThroughputBench {
    private static final int DEFAULT_SUBMISSIONS = 100;
    private static final int HANGING_EVERY = 50;
    private static final String HANGING = "adversarial-loop-in-constructor";
    private static final int CDS_SAMPLE = 10;
    private static final int TARGET_MINUTES = 10;
    private static final int SLOWEST = 5;
    private static final Duration BOUND = Duration.ofHours(2);

    @TempDir
    Path work;

    record Row(String id, long wallMs, long compileMs, long childStartMs, int childJvms, long checksMs,
            long fixSearchMs) {
    }

    /**
     * A class built like a real one, by share of submissions: correct programs in the common real styles (a
     * comparator that breaks ties or not, a closed set, hamming() in isGoal() with both priorities kept, a heap of
     * the student's own, records), slow ones (no critical optimization, the Hamming priority, the queries looping on
     * every call, an O(n^4) constructor, an open list scanned), wrong ones (not optimal, a Board mistake, a Solver
     * far too slow on its own Board) and one that does not compile, cycled in this order.
     */
    private static final List<String> REAL_STYLE = List.of(
            "correct-reference", "correct-plain-ties", "correct-hamming-in-is-goal", "correct-closed-set",
            "correct-priority-read-in-comparator", "correct-own-min-heap", "correct-record-nodes",
            "correct-linked-queue", "correct-plain-ties", "correct-reference", "correct-one-d-arrays",
            "correct-hamming-in-is-goal",
            "slow-no-critical-optimization", "slow-hamming-priority", "slow-board-queries-loop",
            "slow-constructor-quartic", "slow-open-list-linear-scan",
            "greedy-priority", "moves-off-by-one", "hamming-counts-blank", "slow-own-board-closed-list",
            "does-not-compile");

    /**
     * With {@code -Dnpuzzle.bench.class=real-style}: grades {@value #DEFAULT_SUBMISSIONS} submissions cycling
     * through {@link #REAL_STYLE} with {@code --jobs 2}, the style checks on, and prints the class's wall time, the
     * median and the slowest submissions, and where the time went (target: at most 5 minutes, none over 60 s).
     */
    @Test
    void printRealStyleClass() throws IOException, InterruptedException {
        if (!"real-style".equals(System.getProperty("npuzzle.bench.class"))) {
            return;
        }
        int size = Integer.getInteger("npuzzle.bench.submissions", DEFAULT_SUBMISSIONS);
        Path root = work.resolve("real-style");
        for (int k = 0; k < size; k++) {
            String fixture = REAL_STYLE.get(k % REAL_STYLE.size());
            copySources(GraderCheckEndToEndTests.SUBMISSIONS.resolve(fixture),
                    root.resolve(String.format(Locale.ROOT, "s%03d-%s", k, fixture)));
        }
        gradeAndReport(root, "2", Map.of());
    }

    @Test
    void printThroughputWithOneAndTwoJobs() throws IOException, InterruptedException {
        if (System.getProperty("npuzzle.bench.class") != null) {
            return;
        }
        int size = Integer.getInteger("npuzzle.bench.submissions", DEFAULT_SUBMISSIONS);
        Path root = makeClass(work.resolve("class"), size);
        double one = gradeAndReport(root, "1", Map.of());
        double two = gradeAndReport(root, "2", Map.of());
        System.out.printf(Locale.ROOT, "%n%d submissions: %.1f/min with one job, %.1f/min with two: two jobs "
                + "grade %.2f times as fast (target: %d submissions in under %d min)%n", size, one, two, two / one,
                DEFAULT_SUBMISSIONS, TARGET_MINUTES);

        Path sample = makeClass(work.resolve("sample"), Math.min(CDS_SAMPLE, size));
        List<Row> without = grade(sample, "1", Map.of("NPUZZLE_CDS", "off"), "sample-without-cds");
        grade(sample, "1", Map.of(), "sample-writes-cds"); // writes the archive if this grader has none yet
        List<Row> with = grade(sample, "1", Map.of(), "sample-with-cds");
        double startWithout = startPerChild(without);
        double startWith = startPerChild(with);
        System.out.printf(Locale.ROOT, "child JVM start, %d submissions with one job: %.0f ms a child without the "
                + "class data archive, %.0f ms with it (saves %.0f ms, %.0f%%)%n", sample.toFile().list().length,
                startWithout, startWith, startWithout - startWith, 100 * (startWithout - startWith) / startWithout);
    }

    /** Returns a class of {@code size} submissions cycling through the fixtures, named {@code s007-<fixture>}. */
    private static Path makeClass(Path root, int size) throws IOException {
        List<Path> fixtures;
        try (Stream<Path> list = Files.list(GraderCheckEndToEndTests.SUBMISSIONS)) {
            fixtures = list.filter(folder -> Files.isRegularFile(folder.resolve("expected.json")))
                    .map(folder -> folder.getFileName().toString())
                    .filter(name -> !name.startsWith("adversarial-") && !name.equals("course-library"))
                    .sorted().map(GraderCheckEndToEndTests.SUBMISSIONS::resolve).toList();
        }
        for (int k = 0; k < size; k++) {
            Path fixture = k % HANGING_EVERY == HANGING_EVERY - 1
                    ? GraderCheckEndToEndTests.SUBMISSIONS.resolve(HANGING) : fixtures.get(k % fixtures.size());
            copySources(fixture, root.resolve(String.format(Locale.ROOT, "s%03d-%s", k, fixture.getFileName())));
        }
        return root;
    }

    private static void copySources(Path fixture, Path folder) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(fixture)) {
            files = walk.filter(Files::isRegularFile).filter(file -> !file.endsWith("expected.json")).toList();
        }
        for (Path file : files) {
            Path copy = folder.resolve(fixture.relativize(file).toString());
            Files.createDirectories(copy.getParent());
            Files.copy(file, copy);
        }
    }

    /** Grades the class, prints where the time went, and returns the submissions graded per minute. */
    private double gradeAndReport(Path root, String jobs, Map<String, String> environment)
            throws IOException, InterruptedException {
        long start = System.nanoTime();
        List<Row> rows = grade(root, jobs, environment, "jobs-" + jobs);
        double minutes = (System.nanoTime() - start) / 60e9;
        System.out.printf(Locale.ROOT, "%n--jobs %s: %d submissions in %.1f min, %.1f/min%n", jobs, rows.size(),
                minutes, rows.size() / minutes);
        long compile = rows.stream().mapToLong(Row::compileMs).sum();
        long childStart = rows.stream().mapToLong(Row::childStartMs).sum();
        long checks = rows.stream().mapToLong(Row::checksMs).sum();
        long fixSearch = rows.stream().mapToLong(Row::fixSearchMs).sum();
        long wall = rows.stream().mapToLong(Row::wallMs).sum();
        long rest = wall - compile - childStart - checks - fixSearch;
        System.out.printf(Locale.ROOT, "  summed over submissions: compile %.0f s (%.0f%%), child JVM start %.0f s "
                + "(%.0f%%, %d JVMs), checks %.0f s (%.0f%%), fix search %.0f s (%.0f%%), the rest %.0f s (%.0f%%)%n",
                compile / 1e3, 100.0 * compile / wall, childStart / 1e3, 100.0 * childStart / wall,
                rows.stream().mapToInt(Row::childJvms).sum(), checks / 1e3, 100.0 * checks / wall, fixSearch / 1e3,
                100.0 * fixSearch / wall, rest / 1e3, 100.0 * rest / wall);
        List<Long> walls = rows.stream().map(Row::wallMs).sorted().toList();
        System.out.printf(Locale.ROOT, "  a submission: median %.1f s, slowest %.1f s, %d over 60 s%n",
                walls.get(walls.size() / 2) / 1e3, walls.get(walls.size() - 1) / 1e3,
                walls.stream().filter(ms -> ms > 60_000).count());
        System.out.println("  the slowest:");
        rows.stream().sorted(Comparator.comparingLong(Row::wallMs).reversed()).limit(SLOWEST).forEach(row ->
                System.out.printf(Locale.ROOT, "    %-45s %6.1f s (compile %.1f, %d child JVMs starting %.1f, checks "
                        + "%.1f, fix search %.1f)%n", row.id(), row.wallMs() / 1e3, row.compileMs() / 1e3,
                        row.childJvms(), row.childStartMs() / 1e3, row.checksMs() / 1e3, row.fixSearchMs() / 1e3));
        return rows.size() / minutes;
    }

    private List<Row> grade(Path root, String jobs, Map<String, String> environment, String name)
            throws IOException, InterruptedException {
        Path out = work.resolve("out-" + name);
        GraderProcess.Result result = GraderProcess.run(work, environment, BOUND, "batch", root.toString(), "--out",
                out.toString(), "--jobs", jobs, "--timings");
        if (!Files.isRegularFile(out.resolve("timings.csv"))) {
            throw new AssertionError("no timings.csv; the grader printed:\n" + result.output());
        }
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(out.resolve("timings.csv")).subList(1, 1 + root.toFile().list().length)) {
            String[] cells = line.split(",", -1);
            rows.add(new Row(cells[0], Long.parseLong(cells[2]), number(cells[3]), number(cells[4]),
                    (int) number(cells[5]), number(cells[6]), number(cells[7])));
        }
        return rows;
    }

    private static long number(String cell) {
        return cell.isEmpty() ? 0 : Long.parseLong(cell);
    }

    private static double startPerChild(List<Row> rows) {
        return (double) rows.stream().mapToLong(Row::childStartMs).sum()
                / Math.max(1, rows.stream().mapToInt(Row::childJvms).sum());
    }
}
