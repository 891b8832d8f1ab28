package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code grader check --watch} on a copy of a failing fixture, its output in a file: the fix saved as an
 * editor saves (a temporary file renamed over the source) is graded again and said fixed; a save that breaks the
 * compile and one written in place that mends it; never a progress line in a file; stopped, it leaves no process and
 * no scratch folder.
 */
class WatchEndToEndTests {
    private static final Path SUBMISSIONS = GraderCheckEndToEndTests.SUBMISSIONS;
    /** A bound on a stalled grader, not a speed assert. */
    private static final long BOUND_MINUTES = 3;

    @TempDir
    Path work;

    @Test
    void aSavedFixIsGradedAgainAndSaidFixedAndABrokenCompileAndItsMendAreToo() throws Exception {
        Path submission = failingCopy(work);
        String fixed = Files.readString(SUBMISSIONS.resolve("correct-reference/Board.java"));
        Path temporary = Files.createDirectories(work.resolve("tmp"));
        Path log = work.resolve("watch.log");
        List<String> command = new ArrayList<>(GraderProcess.command(GraderProcess.JAR, "check", "--watch",
                submission.toString(), "--only", "compile.*,board.*"));
        command.add(1, "-Djava.io.tmpdir=" + temporary);
        Process watch = new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            String first = await(watch, log, "First grading: ", 1);
            assertTrue(first.contains("1. board.hamming (costs "), first);

            saveAsAnEditor(submission.resolve("Board.java"), fixed);
            String second = await(watch, log, "Since the last grading: ", 1);
            assertTrue(Files.readString(log).contains("\nSaved: Board.java\nSince the last grading: "), second);
            assertTrue(second.matches("(?s).*Since the last grading: score [0-9.]+ -> ([0-9.]+) / \\1 \\(\\+[0-9.]+\\)"
                    + "\n  fixed: board\\.hamming \\(it cost [0-9.]+ points\\)\n.*"), "full marks: " + second);

            String halfWritten = fixed.replace("return hamming == 0;", "return hamming == 0");
            saveAsAnEditor(submission.resolve("Board.java"), halfWritten);
            String broken = await(watch, log, "Since the last grading: ", 2);
            assertTrue(broken.matches("(?s).*-> 0\\.00 / ([0-9.]+) \\(-\\1\\)"
                    + "\n  new: compile\\.board at Board\\.java:.*"), broken);
            assertTrue(broken.contains("error: ';' expected"), broken);

            Files.writeString(submission.resolve("Board.java"), fixed); // written in place, as other editors do
            String mended = await(watch, log, "Since the last grading: ", 3);
            assertTrue(mended.matches("(?s).*score 0\\.00 -> ([0-9.]+) / \\1 \\(\\+\\1\\)\n  fixed: compile\\.board.*"),
                    mended);

            String output = Files.readString(log, StandardCharsets.UTF_8);
            assertFalse(output.contains("\r") || output.contains("\033"), "no progress line in a file:\n" + output);
        } finally {
            List<ProcessHandle> grader = Stream.concat(Stream.of(watch.toHandle()), watch.descendants()).toList();
            watch.destroy(); // SIGTERM: the shutdown Ctrl-C starts too (WatchInTerminalTests presses Ctrl-C)
            assertTrue(watch.waitFor(BOUND_MINUTES, TimeUnit.MINUTES), "the watch stops");
            assertAllEnded(grader);
        }
        assertTrue(Files.readString(log).contains("grader: stopped watching"), Files.readString(log));
        assertEquals(List.of(), scratchFolders(temporary), "no scratch folder is left");
    }

    @Test
    void aPipeNeverGetsTheProgressLine() throws Exception {
        Process check = new ProcessBuilder(GraderProcess.command(GraderProcess.JAR, "check",
                SUBMISSIONS.resolve("correct-reference").toString(), "--only", "board.size", "--no-style"))
                .directory(work.toFile()).redirectErrorStream(true).start();
        String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(check.waitFor(BOUND_MINUTES, TimeUnit.MINUTES), output);
        assertTrue(output.contains("Score: 1.00 / 1.00"), output);
        assertFalse(output.contains("\r") || output.contains("\033") || output.contains("checks done"), output);
    }

    /** Copies the sources of a fixture that fails board.hamming into {@code work/student}, a student's folder. */
    static Path failingCopy(Path work) throws IOException {
        Path submission = Files.createDirectories(work.resolve("student"));
        for (String file : List.of("Board.java", "Solver.java")) {
            Files.copy(SUBMISSIONS.resolve("hamming-counts-blank").resolve(file), submission.resolve(file));
        }
        return submission;
    }

    /** An editor's atomic save: the text goes to a temporary file beside the source, renamed over it. */
    static void saveAsAnEditor(Path source, String text) throws IOException {
        Path temporary = Files.writeString(source.resolveSibling("." + source.getFileName() + ".swp"), text);
        Files.move(temporary, source, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Waits until the log holds the {@code nth} line starting with {@code start} and the verdict after it (the line
     * the grader prints when it waits again, or the next grading), and returns the log from that line on.
     */
    private static String await(Process watch, Path log, String start, int nth) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(BOUND_MINUTES);
        while (true) {
            String output = Files.readString(log, StandardCharsets.UTF_8);
            int at = -1;
            for (int i = 0; i < nth && (at = output.indexOf("\n" + start, at + 1)) >= 0; i++) {
                // the nth occurrence
            }
            if (at >= 0 && output.indexOf("\nScore: ", at) >= 0 && output.endsWith("\n")) {
                Thread.sleep(500); // the rest of the report, printed in one go
                return Files.readString(log, StandardCharsets.UTF_8).substring(at + 1);
            }
            if (!watch.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("no verdict " + nth + " (" + start + "); the watch printed:\n" + output);
            }
            Thread.sleep(100);
        }
    }

    static void assertAllEnded(List<ProcessHandle> processes) throws Exception {
        for (ProcessHandle process : processes) {
            process.onExit().completeOnTimeout(process, 20, TimeUnit.SECONDS).get();
            assertFalse(process.isAlive(), "process " + process.pid() + " " + process.info().commandLine()
                    .orElse("") + " outlived the watch");
        }
    }

    static List<String> scratchFolders(Path temporary) throws IOException {
        try (Stream<Path> entries = Files.list(temporary)) {
            return entries.map(entry -> entry.getFileName().toString())
                    .filter(name -> name.startsWith("npuzzle-grader-")).toList();
        }
    }
}
