package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same code gets the same report on every run: the fixtures whose grades changed from run to run on a real class
 * (a random twin by {@code StdRandom.uniform}, one by {@code new Random()}, a Board that reseeds {@code StdRandom}
 * from the clock in its constructor, and a Solver whose searches drowned the collector until a CPU limit stopped them
 * where it fell) are graded twice with nothing else running, one run after another (a batch of two jobs, as a class
 * is graded), then twice at once while a thread of this test keeps a core busy (each of those runs grades one
 * submission at a time and shares the two cores with the busy thread and the other run, a heavier load than the busy
 * thread alone), and every check's status, score, message and details are the same each time (durations aside).
 * {@code -Dnpuzzle.determinism.runs=3} (or more) grades each way that many times; two keep the suite within its time.
 * Tagged {@code same-on-every-jdk}: randomness and limits are the grader's, so CI runs this on its first JDK only.
 * Slow for a reason: four batches of the four (about 20 s each with nothing else running; the two under load together
 * take about 60 s).
 */
@Tag("same-on-every-jdk")
class SameReportEveryRunTests {
    private static final int RUNS = Integer.getInteger("npuzzle.determinism.runs", 2);
    static final List<String> FIXTURES = List.of("princeton-coursera-twin-stdrandom",
            "princeton-coursera-twin-clock-seeded", "princeton-coursera-twin-new-random",
            "princeton-coursera-no-twin-search");
    /** Not a speed assert: a bound that catches a batch that hangs. */
    private static final Duration BOUND = Duration.ofMinutes(10);

    @TempDir
    Path work;

    @Test
    void eachFixtureGetsTheSameReportAloneAndBesideABusyCore() throws IOException, InterruptedException {
        Path root = work.resolve("class");
        for (String fixture : FIXTURES) {
            FixtureClass.copyAs(root.resolve(fixture), GraderCheckEndToEndTests.SUBMISSIONS.resolve(fixture));
        }
        List<Map<String, JsonObject>> runs = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            runs.add(grade(root, "alone-" + run, "2"));
        }
        AtomicBoolean busy = new AtomicBoolean(true);
        long[] spins = new long[1];
        Thread burner = new Thread(() -> {
            while (busy.get()) {
                spins[0]++;
            }
        }, "cpu-burner");
        burner.setDaemon(true);
        burner.start();
        ExecutorService loaded = Executors.newFixedThreadPool(RUNS);
        try {
            List<Future<Map<String, JsonObject>>> graded = new ArrayList<>();
            for (int run = 0; run < RUNS; run++) {
                String name = "busy-" + run;
                graded.add(loaded.submit(() -> grade(root, name, "1")));
            }
            for (Future<Map<String, JsonObject>> run : graded) {
                runs.add(GraderCheckEndToEndTests.result(run));
            }
        } finally {
            loaded.shutdownNow(); // after a failure: stops the other runs' graders
            busy.set(false);
            burner.join();
        }
        Map<String, JsonObject> first = runs.get(0);
        assertTrue(first.get("princeton-coursera-twin-new-random").toString().contains("random choices"),
                "a check that lost points to a random twin says that its result depends on the random choices");
        for (int run = 1; run < runs.size(); run++) {
            for (String fixture : FIXTURES) {
                assertEquals(first.get(fixture), runs.get(run).get(fixture), fixture + ", "
                        + (run < RUNS ? "nothing else running, run " + (run + 1)
                        : "beside a busy core, run " + (run - RUNS + 1)));
            }
        }
    }

    /** Grades the class, {@code jobs} at a time, and returns each report's checks and causes, by fixture. */
    private Map<String, JsonObject> grade(Path root, String name, String jobs) throws IOException,
            InterruptedException {
        Path folder = Files.createDirectories(work.resolve(name));
        Path out = folder.resolve("out");
        GraderProcess.Result result = GraderProcess.run(folder, Map.of(), BOUND, "batch", root.toString(), "--out",
                out.toString(), "--jobs", jobs, "--assignment", "princeton-coursera", "--no-style");
        Map<String, JsonObject> reports = new TreeMap<>();
        for (String fixture : FIXTURES) {
            assertTrue(Files.isRegularFile(out.resolve(fixture).resolve("report.json")), fixture + " has no report:\n"
                    + result.output());
            JsonObject report = JsonParser.parseString(Files.readString(out.resolve(fixture).resolve("report.json")))
                    .getAsJsonObject();
            JsonObject kept = new JsonObject();
            kept.add("score", report.get("score"));
            kept.add("causes", report.get("causes"));
            for (JsonElement check : report.getAsJsonArray("checks")) {
                JsonObject copy = check.getAsJsonObject().deepCopy();
                copy.remove("durationMs");
                kept.add(copy.get("id").getAsString(), copy);
            }
            reports.put(fixture, kept);
        }
        return reports;
    }
}
