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
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No verdict depends on the clock: the slowest correct style of Board (a constructor that is O(n^4)) graded alone,
 * one run after another, and inside a {@code grader batch} beside another batch's submissions that keep both cores
 * busy, gets the same status and score for every check on every run. The batch is the end-to-end fixtures' own
 * ({@link FixtureGradings}), with copies of the slow one: those reports are graded once for both tests. Tagged
 * {@code same-on-every-jdk}: the checks count units, not time, so CI runs this on its first JDK only. Slow for a
 * reason: the slowest correct Board, graded alone three times one after another (40 s in CI's run of stop 44).
 */
@Tag("same-on-every-jdk")
class SlowSubmissionDeterminismTests {
    private static final int RUNS = Integer.getInteger("npuzzle.determinism.runs", 3);
    static final String SLOW = "slow-constructor-quartic";
    /** The style tools run no student code; this test is about the checks that do. */
    private static final String NO_STYLE = "--no-style";
    /**
     * Graded in the same batch when the slow submission is graded without {@link GraderCheckEndToEndTests}' class,
     * so that its runs share the machine with other work.
     */
    private static final List<String> NEIGHBOURS = List.of("slow-hamming-priority", "correct-reference");

    @TempDir
    Path work;

    @Test
    void theSlowSubmissionGetsTheSameVerdictsAloneAndInABatch() throws IOException, InterruptedException {
        planTheBatch();
        Path slow = GraderCheckEndToEndTests.SUBMISSIONS.resolve(SLOW);
        List<Map<String, String>> runs = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            Path json = Files.createDirectories(work.resolve("alone-" + run)).resolve("report.json");
            GraderProcess.Result result = GraderProcess.run(json.getParent(), "check", slow.toString(), "--quiet",
                    "--json", json.toString(), NO_STYLE);
            assertEquals(1, result.exitCode(), result.output());
            runs.add(verdicts(json));
        }
        for (String copy : copies()) {
            runs.add(verdicts(FixtureGradings.graded(copy, inBatch()).report()));
        }
        Map<String, String> first = runs.get(0);
        assertTrue(first.get("timing.board.constructor").startsWith("failed"), first.toString());
        assertTrue(first.get("solver.moves.optimal").startsWith("passed"), first.toString());
        for (int run = 1; run < runs.size(); run++) {
            assertEquals(first, runs.get(run), (run < RUNS ? "alone, run " : "in the batch, run ")
                    + (run % RUNS + 1));
        }
    }

    /** Returns the names the slow submission is graded under in a batch, one for each run. */
    static List<String> copies() {
        List<String> copies = new ArrayList<>(List.of(SLOW));
        for (int copy = 1; copy < RUNS; copy++) {
            copies.add(SLOW + "-copy-" + copy);
        }
        return copies;
    }

    /** The options the slow submission is graded with, in a batch as alone. */
    private static List<String> inBatch() {
        return GraderCheckEndToEndTests.options(GraderCheckEndToEndTests.expected(
                GraderCheckEndToEndTests.SUBMISSIONS.resolve(SLOW)));
    }

    /**
     * Plans the batch: in the end-to-end fixtures' batch of the same options (the whole rubric without the style
     * checks), read by {@link GraderCheckEndToEndTests} too; without it (a run of a few fixtures), in a batch of its
     * own beside {@link #NEIGHBOURS}.
     */
    private static void planTheBatch() throws IOException {
        FixtureGradings.plan(GraderCheckEndToEndTests.plan());
        if (!FixtureGradings.planned(SLOW, inBatch())) {
            List<FixtureGradings.Entry> own = new ArrayList<>();
            Path slow = GraderCheckEndToEndTests.SUBMISSIONS.resolve(SLOW);
            copies().forEach(copy -> own.add(new FixtureGradings.Entry(copy, slow, inBatch())));
            NEIGHBOURS.forEach(neighbour -> own.add(new FixtureGradings.Entry(neighbour,
                    GraderCheckEndToEndTests.SUBMISSIONS.resolve(neighbour), inBatch())));
            FixtureGradings.plan(own);
        }
    }

    /** Returns each check's status and score, by id. */
    private static Map<String, String> verdicts(Path report) throws IOException {
        return verdicts(JsonParser.parseString(Files.readString(report)).getAsJsonObject());
    }

    /** Returns each check's status and score, by id. */
    private static Map<String, String> verdicts(JsonObject report) {
        Map<String, String> verdicts = new TreeMap<>();
        for (JsonElement element : report.getAsJsonArray("checks")) {
            JsonObject check = element.getAsJsonObject();
            verdicts.put(check.get("id").getAsString(), check.get("status").getAsString() + " "
                    + check.get("score").getAsDouble());
        }
        return verdicts;
    }
}
