package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import npuzzle.grader.report.ReportSchema;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C (SIGINT) on {@code grader batch}: it stops with the child JVMs, says how far it got, keeps every report
 * it finished (each whole and valid), and a second run keeps those and grades the rest. SIGKILL, which no code
 * sees, at five seeded random moments of successive runs: every report left is whole, and the run that finishes
 * writes the same gradebook as a batch never interrupted. After either, the next run deletes the scratch folders the
 * stopped grader left, copies of students' code.
 * Slow for a reason: nine batches of these six or seven submissions, five of them killed after up to 6.5 s, and a
 * stalling submission that runs to its 2-second check limits so that the SIGINT finds the batch still grading (63 s
 * in CI's run of stop 44).
 */
class BatchInterruptTests {
    private static final List<String> FIXTURES = List.of("goal-off-by-one", "hamming-counts-blank",
            "manhattan-counts-blank", "moves-off-by-one", "missing-direction", "static-size");

    /**
     * Graded last (ids are sorted): its hamming() stalls in a JDK call (a power of 3 with 95 million bits), which
     * no work limit counts, so each check that calls it runs to its time limit. The batch is then still grading
     * when the SIGINT arrives, however late a loaded machine delivers it.
     */
    private static final String STALLING = "zz-hamming-stalls-in-biginteger";
    private static final String SHORT_LIMITS = """
            {"schema": "npuzzle-grader/config/1", "limits": {"checkTimeoutSeconds": 2}}
            """;

    /** Not a speed assert: a bound on an orphan that never notices its grader is gone. */
    private static final int ORPHAN_BOUND_SECONDS = 60;

    @TempDir
    Path work;

    @Test
    void anInterruptedBatchKeepsItsFinishedReportsAndTheNextRunGradesTheRest() throws Exception {
        assertFalse(sigintIgnored(), "SIGINT is ignored in this JVM, so the batch would be too (a background job of a"
                + " shell without job control ignores it): run the suite in the foreground, or from a shell with"
                + " `set -m`");
        Path root = FixtureClass.create(work.resolve("class"), FIXTURES);
        addStallingSubmission(root);
        int submissions = FIXTURES.size() + 1;
        Path config = Files.writeString(work.resolve("config.json"), SHORT_LIMITS);
        Path grades = work.resolve("grades");
        Path log = work.resolve("batch.log");
        Process batch = new ProcessBuilder(GraderProcess.command(GraderProcess.JAR, "batch", root.toString(), "--out",
                grades.toString(), "--jobs", "1", "--only", "board.*", "--config", config.toString()))
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        waitFor(() -> reports(grades).size() >= 1 && !batch.descendants().toList().isEmpty(), batch, log);
        List<ProcessHandle> children = batch.descendants().toList();
        new ProcessBuilder("kill", "-INT", Long.toString(batch.pid())).start().waitFor();
        assertTrue(batch.waitFor(60, TimeUnit.SECONDS), "the batch stops on SIGINT");
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertTrue(output.contains("grader: stopped after "), output);
        for (ProcessHandle child : children) {
            assertTrue(child.onExit().completeOnTimeout(child, 10, TimeUnit.SECONDS).get() != null
                    && !child.isAlive(), "child JVM " + child.pid() + " outlived the batch");
        }
        List<Path> kept = reports(grades);
        assertTrue(kept.size() >= 1 && kept.size() < submissions, "stopped midway: " + kept);
        for (Path report : kept) {
            assertEquals(List.of(), ReportSchema.problems(Files.readString(report)), report.toString());
        }
        assertFalse(Files.exists(grades.resolve("summary.csv")), "no gradebook of a batch that did not finish");

        GraderProcess.Result again = GraderProcess.run(work, "batch", root.toString(), "--out", grades.toString(),
                "--jobs", "2", "--only", "board.*", "--config", config.toString());
        assertEquals(0, again.exitCode(), again.output());
        assertEquals(List.of(), scratchFolders(batch.pid()), "the next run deletes what the stopped one left");
        assertEquals(kept.size(), again.output().split("unchanged since the last run", -1).length - 1,
                again.output());
        assertEquals(submissions + 1, Files.readAllLines(grades.resolve("summary.csv")).size());
    }

    private static void addStallingSubmission(Path root) throws IOException {
        Path folder = Files.createDirectories(root.resolve(STALLING));
        Path correct = GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference");
        Files.copy(correct.resolve("Solver.java"), folder.resolve("Solver.java"));
        String board = Files.readString(correct.resolve("Board.java"));
        String stalling = board.replace("return hamming;",
                "return java.math.BigInteger.valueOf(3).pow(60_000_000).signum() < 0 ? -1 : hamming;");
        assertFalse(stalling.equals(board), "correct-reference's hamming() is no longer `return hamming;`");
        Files.writeString(folder.resolve("Board.java"), stalling);
    }

    @Test
    @Tag("same-on-every-jdk") // atomic renames and the manifest, not the JDK: once is enough
    void batchesKilledAtRandomMomentsEndWithTheGradebookOfAnUninterruptedOne() throws Exception {
        Path root = FixtureClass.create(work.resolve("class"), FIXTURES);
        GraderProcess.Result whole = GraderProcess.run(work, "batch", root.toString(), "--out",
                work.resolve("whole").toString(), "--jobs", "2", "--only", "board.*");
        assertEquals(0, whole.exitCode(), whole.output());
        Path grades = work.resolve("grades");
        Random random = new Random(20261202);
        List<Long> killed = new ArrayList<>();
        for (int kill = 0; kill < 5; kill++) {
            Process batch = new ProcessBuilder(GraderProcess.command(GraderProcess.JAR, "batch", root.toString(),
                    "--out", grades.toString(), "--jobs", "2", "--only", "board.*"))
                    .redirectErrorStream(true).redirectOutput(work.resolve("kill-" + kill + ".log").toFile()).start();
            Thread.sleep(500 + random.nextInt(6000));
            List<ProcessHandle> children = batch.descendants().toList();
            batch.destroyForcibly(); // SIGKILL
            batch.waitFor(30, TimeUnit.SECONDS);
            killed.add(batch.pid());
            assertOrphansStopThemselves(children, "after kill " + kill);
            for (Path report : reports(grades)) {
                assertEquals(List.of(), ReportSchema.problems(Files.readString(report)), "after kill " + kill
                        + ": " + report);
            }
        }
        GraderProcess.Result last = GraderProcess.run(work, "batch", root.toString(), "--out", grades.toString(),
                "--jobs", "2", "--only", "board.*");
        assertEquals(0, last.exitCode(), last.output());
        for (long pid : killed) {
            assertEquals(List.of(), scratchFolders(pid), "the killed grader's copies of students' code are deleted");
        }
        assertEquals(Files.readString(work.resolve("whole/summary.csv")), Files.readString(
                grades.resolve("summary.csv")), "the same gradebook, each student once");
        assertEquals(Files.readString(work.resolve("whole/summary.json")), Files.readString(
                grades.resolve("summary.json")));
    }

    /** The child JVMs of a grader killed with SIGKILL notice it and end, even in a student's endless loop. */
    private static void assertOrphansStopThemselves(List<ProcessHandle> children, String when)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ORPHAN_BOUND_SECONDS);
        while (children.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() < deadline) {
            Thread.sleep(200);
        }
        List<Long> alive = children.stream().filter(ProcessHandle::isAlive).map(ProcessHandle::pid).toList();
        children.forEach(ProcessHandle::destroyForcibly);
        assertEquals(List.of(), alive, when + ": child JVMs still running " + ORPHAN_BOUND_SECONDS
                + " s after their grader was killed");
    }

    private static List<Path> reports(Path grades) {
        if (!Files.isDirectory(grades)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(grades, 2)) {
            return files.filter(file -> file.getFileName().toString().equals("report.json")).sorted().toList();
        } catch (IOException e) {
            return List.of(); // a folder renamed while walked: look again
        }
    }

    private interface Condition {
        boolean holds();
    }

    private static void waitFor(Condition condition, Process process, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (!condition.holds()) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new AssertionError("the batch ended or stalled before the first report:\n"
                        + Files.readString(log, StandardCharsets.UTF_8));
            }
            Thread.sleep(100);
        }
    }

    /** Returns whether this process ignores SIGINT (bit 2 of Linux's SigIgn mask), which the batch would inherit. */
    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        return Files.readAllLines(status).stream().filter(line -> line.startsWith("SigIgn:"))
                .anyMatch(line -> (Long.parseLong(line.substring("SigIgn:".length()).trim(), 16) & 0b10) != 0);
    }

    /** Returns the scratch folders a grader with this pid made that are still in the temporary folder. */
    private static List<Path> scratchFolders(long pid) throws IOException {
        try (Stream<Path> entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.filter(entry -> entry.getFileName().toString().startsWith("npuzzle-grader-" + pid + "-"))
                    .toList();
        }
    }
}
