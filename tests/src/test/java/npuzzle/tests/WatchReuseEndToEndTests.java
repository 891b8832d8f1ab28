package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real {@code grader check --watch} on a copy of a failing fixture re-grades only the checks a save can change, and
 * its report is the one a cold {@code check} of the saved folder writes: the Solver fixed (its Board unchanged, so
 * the Board's checks are reused), then a Board bug saved (the Solver unchanged, so the checks of the Solver on the
 * reference Board are reused). Reports are compared whole, but for when grading began and how long things took.
 */
class WatchReuseEndToEndTests {
    private static final Path SUBMISSIONS = GraderCheckEndToEndTests.SUBMISSIONS;
    /** A bound on a stalled grader, not a speed assert. */
    private static final long BOUND_MINUTES = 3;
    private static final Pattern REUSE = Pattern.compile("\nre-graded (\\d+) of (\\d+) checks: (.*)\n");

    @TempDir
    Path work;

    @Test
    void aSaveReGradesOnlyWhatItCanChangeAndReportsWhatAColdCheckReports() throws Exception {
        Path student = Files.createDirectories(work.resolve("watched/student"));
        for (String file : List.of("Board.java", "Solver.java")) {
            Files.copy(SUBMISSIONS.resolve("global-move-counter").resolve(file), student.resolve(file));
        }
        Path json = work.resolve("watch.json");
        Path log = work.resolve("watch.log");
        Process watch = new ProcessBuilder(GraderProcess.command(GraderProcess.JAR, "check", "--watch",
                student.toString(), "--no-style", "--json", json.toString())).directory(work.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            await(watch, log, json, 1);
            assertFalse(REUSE.matcher(Files.readString(log)).find(), "the first grading reuses nothing");

            saveAndCompare(watch, log, json, student.resolve("Solver.java"), "correct-reference", 2,
                    "Board.java unchanged");
            saveAndCompare(watch, log, json, student.resolve("Board.java"), "hamming-counts-blank", 3,
                    "Solver.java unchanged");
        } finally {
            List<ProcessHandle> grader = Stream.concat(Stream.of(watch.toHandle()), watch.descendants()).toList();
            watch.destroy();
            assertTrue(watch.waitFor(BOUND_MINUTES, TimeUnit.MINUTES), "the watch stops");
            WatchEndToEndTests.assertAllEnded(grader);
        }
    }

    /**
     * Saves over {@code source} the fixture's file of that name, waits for the {@code nth} verdict, and asserts that
     * it says why it reused outcomes and that its report is a cold check's.
     */
    private void saveAndCompare(Process watch, Path log, Path json, Path source, String fixture, int nth, String why)
            throws Exception {
        Files.delete(json);
        WatchEndToEndTests.saveAsAnEditor(source, Files.readString(SUBMISSIONS.resolve(fixture)
                .resolve(source.getFileName())));
        assertReused(await(watch, log, json, nth), why);
        assertEquals(coldReport(source.getParent(), fixture), comparable(json), source.getFileName() + " of "
                + fixture);
    }

    private static void assertReused(String verdict, String why) {
        Matcher line = REUSE.matcher(verdict);
        assertTrue(line.find(), verdict);
        assertTrue(Integer.parseInt(line.group(1)) < Integer.parseInt(line.group(2)), line.group());
        assertEquals(why, line.group(3), verdict);
    }

    /** Grades a copy of the folder as it is now with a cold {@code check}, under the same folder name. */
    private JsonObject coldReport(Path student, String state) throws IOException, InterruptedException {
        Path copy = Files.createDirectories(work.resolve(state).resolve(student.getFileName()));
        for (String file : List.of("Board.java", "Solver.java")) {
            Files.copy(student.resolve(file), copy.resolve(file));
        }
        Path json = work.resolve(state + ".json");
        GraderProcess.Result result = GraderProcess.run(work, "check", copy.toString(), "--no-style", "--json",
                json.toString());
        assertTrue(Files.isRegularFile(json), result.output());
        return comparable(json);
    }

    /** Returns the report without when grading began and how long any of it took. */
    private static JsonObject comparable(Path json) throws IOException {
        JsonObject report = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
        withoutTimes(report);
        return report;
    }

    private static void withoutTimes(JsonElement element) {
        if (element.isJsonObject()) {
            JsonObject object = element.getAsJsonObject();
            for (String key : new ArrayList<>(object.keySet())) {
                if (key.equals("startedAt") || key.endsWith("Ms")) {
                    object.remove(key);
                } else {
                    withoutTimes(object.get(key));
                }
            }
        } else if (element.isJsonArray()) {
            element.getAsJsonArray().forEach(WatchReuseEndToEndTests::withoutTimes);
        }
    }

    /**
     * Waits for the {@code nth} verdict in the log and its JSON report (written atomically after the console), and
     * returns the log from the verdict before it on.
     */
    private static String await(Process watch, Path log, Path json, int nth) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(BOUND_MINUTES);
        while (true) {
            String output = Files.readString(log, StandardCharsets.UTF_8);
            List<Integer> scores = new ArrayList<>();
            Matcher score = Pattern.compile("\nScore: [^\n]*\n").matcher(output);
            while (score.find()) {
                scores.add(score.end());
            }
            if (scores.size() >= nth && Files.exists(json)) {
                return output.substring(nth == 1 ? 0 : scores.get(nth - 2), scores.get(nth - 1));
            }
            if (!watch.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("no verdict " + nth + "; the watch printed:\n" + output);
            }
            Thread.sleep(100);
        }
    }
}
