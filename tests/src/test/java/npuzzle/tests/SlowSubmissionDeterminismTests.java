package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No verdict depends on the clock: the slowest correct style of Board (a constructor that is O(n^4)) graded alone,
 * one run after another, and inside {@code grader batch --jobs 2} beside other submissions that keep both cores
 * busy, gets the same status and score for every check on every run. Tagged {@code same-on-every-jdk}: the checks
 * count units, not time, so CI runs this on its first JDK only.
 */
@Tag("same-on-every-jdk")
class SlowSubmissionDeterminismTests {
    private static final int RUNS = Integer.getInteger("npuzzle.determinism.runs", 3);
    private static final String SLOW = "slow-constructor-quartic";
    /** Graded in the same batch, so that the slow submission's runs share the machine with other work. */
    /** The style tools run no student code; this test is about the checks that do. */
    private static final String NO_STYLE = "--no-style";
    private static final List<String> NEIGHBOURS = List.of("slow-hamming-priority", "correct-reference");

    @TempDir
    Path work;

    @Test
    void theSlowSubmissionGetsTheSameVerdictsAloneAndInABatch() throws IOException, InterruptedException {
        Path slow = GraderCheckEndToEndTests.SUBMISSIONS.resolve(SLOW);
        List<Map<String, String>> runs = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            Path json = Files.createDirectories(work.resolve("alone-" + run)).resolve("report.json");
            GraderProcess.Result result = GraderProcess.run(json.getParent(), "check", slow.toString(), "--quiet",
                    "--json", json.toString(), NO_STYLE);
            assertEquals(1, result.exitCode(), result.output());
            runs.add(verdicts(json));
        }
        Path roster = Files.createDirectories(work.resolve("class"));
        for (int copy = 0; copy < RUNS; copy++) {
            copy(slow, roster.resolve(SLOW + "-" + copy));
        }
        for (String neighbour : NEIGHBOURS) {
            copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve(neighbour), roster.resolve(neighbour));
        }
        Path grades = work.resolve("grades");
        GraderProcess.Result batch = GraderProcess.run(work, "batch", roster.toString(), "--out", grades.toString(),
                "--jobs", "2", NO_STYLE);
        assertEquals(0, batch.exitCode(), batch.output());
        for (int copy = 0; copy < RUNS; copy++) {
            runs.add(verdicts(grades.resolve(SLOW + "-" + copy).resolve("report.json")));
        }
        Map<String, String> first = runs.get(0);
        assertTrue(first.get("timing.board.constructor").startsWith("failed"), first.toString());
        assertTrue(first.get("solver.moves.optimal").startsWith("passed"), first.toString());
        for (int run = 1; run < runs.size(); run++) {
            assertEquals(first, runs.get(run), (run < RUNS ? "alone, run " : "in the batch, run ")
                    + (run % RUNS + 1));
        }
    }

    /** Returns each check's status and score, by id. */
    private static Map<String, String> verdicts(Path report) throws IOException {
        Map<String, String> verdicts = new TreeMap<>();
        for (JsonElement element : JsonParser.parseString(Files.readString(report)).getAsJsonObject()
                .getAsJsonArray("checks")) {
            JsonObject check = element.getAsJsonObject();
            verdicts.put(check.get("id").getAsString(), check.get("status").getAsString() + " "
                    + check.get("score").getAsDouble());
        }
        return verdicts;
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Files.copy(file, to.resolve(file.getFileName()));
            }
        }
    }
}
