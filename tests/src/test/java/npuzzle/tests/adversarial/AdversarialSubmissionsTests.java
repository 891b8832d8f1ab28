package npuzzle.tests.adversarial;

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
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import npuzzle.grader.report.ReportSchema;
import npuzzle.tests.GraderProcess;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grades every {@code tests/submissions/adversarial-*} fixture with the packaged grader jar, as a user would, and
 * checks the report against the fixture's {@code expected.json}: the run ends, the report is valid, the predicted
 * checks fail with the predicted status, every other check passes (a style check that ran passes or fails: its tool
 * read the submission), and no file outside the child's scratch folder
 * was created or changed. System properties: {@code npuzzle.grader.jar} (default
 * {@code ../grader/target/npuzzle-grader.jar}, built by the reactor before this module), {@code npuzzle.submissions}
 * and {@code npuzzle.adversarial} (comma-separated name prefixes after "adversarial-", to run a few fixtures only).
 * Slow for a reason: each fixture is a whole {@code grader check}, and the ones that loop or hang run their checks
 * to the time limits (80 s in CI's run of stop 44, 17 fixtures).
 */
class AdversarialSubmissionsTests {
    /** Not a speed assert: only a bound that catches a grader that hangs. */
    private static final long RUN_BOUND_MINUTES = 5;
    /**
     * The fixtures graded with the style checks: the tools run no student code, so the other attacks cannot reach
     * them, and each grading's cold style JVM costs seconds; these name or reach into the grader's own classes.
     */
    private static final Set<String> STYLED = Set.of("adversarial-grader-named-classes",
            "adversarial-reflection-into-grader");
    /**
     * Grader runs at a time: each runs one check at a time in its child JVM, so two keep a 2-core machine busy.
     * A run that breaks containment changes files that a concurrent run's snapshot also covers, so it can fail that
     * other fixture too; the breach is still reported, under its own fixture's name as well.
     */
    private static final int CONCURRENT_RUNS = 2;
    /**
     * Each check's time limit, short so that the endless fixtures end soon; a fixture whose passing checks are slow
     * on purpose (each StackOverflowError costs tens of milliseconds) names a longer one in its expected.json.
     */
    private static final int CHECK_TIMEOUT_SECONDS = 3;
    private static final String CONFIG = """
            {"schema": "npuzzle-grader/config/1", "limits": {"checkTimeoutSeconds": %d%s}}
            """;

    @TempDir
    static Path out;

    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "submissions"))
            .toAbsolutePath().normalize();
    private static final Path JAR = Path.of(System.getProperty("npuzzle.grader.jar",
            "../grader/target/npuzzle-grader.jar")).toAbsolutePath().normalize();
    private static final Path DATA = SUBMISSIONS.resolve("../../data").normalize();

    @TestFactory
    Stream<DynamicTest> everyAdversarialFixtureIsContained() throws IOException {
        assertTrue(Files.isRegularFile(JAR), JAR + " is missing: package the grader first (mvn -B verify does)");
        List<String> only = List.of(System.getProperty("npuzzle.adversarial", "").split(",", -1));
        List<Path> fixtures;
        try (Stream<Path> list = Files.list(SUBMISSIONS)) {
            fixtures = list.filter(p -> only.stream().anyMatch(prefix -> p.getFileName().toString()
                    .startsWith("adversarial-" + prefix))).sorted().toList();
        }
        assertTrue(!fixtures.isEmpty(), "no adversarial fixture under " + SUBMISSIONS);
        ExecutorService runs = Executors.newFixedThreadPool(CONCURRENT_RUNS);
        List<Future<Void>> graded = fixtures.stream().map(fixture -> runs.submit(() -> {
            grade(fixture);
            return (Void) null;
        })).toList();
        runs.shutdown(); // the submitted runs go on; each dynamic test waits for its own
        return fixtures.stream().map(fixture -> DynamicTest.dynamicTest(fixture.getFileName().toString(),
                () -> awaitVerdict(graded.get(fixtures.indexOf(fixture)))));
    }

    /** Rethrows what the fixture's run threw (its failed assertion), so the dynamic test fails with it. */
    private static void awaitVerdict(Future<Void> run) throws Throwable {
        try {
            run.get();
        } catch (ExecutionException e) {
            throw e.getCause();
        }
    }

    private static void grade(Path fixture) throws Exception {
        String name = fixture.getFileName().toString();
        Path work = Files.createDirectories(out.resolve(name));
        JsonObject expected = JsonParser.parseString(Files.readString(fixture.resolve("expected.json")))
                .getAsJsonObject();
        int timeout = expected.has("checkTimeoutSeconds") ? expected.get("checkTimeoutSeconds").getAsInt()
                : CHECK_TIMEOUT_SECONDS;
        // a fixture that allocates until the heap is gone fills it in each check before the check fails, so it may
        // name a smaller heap than the default (unbounded-allocation alone: 43 s with 512 MB, 23 s with 128 MB, every
        // check's status the same)
        String heap = expected.has("childHeap") ? ", \"childHeap\": \"" + expected.get("childHeap").getAsString()
                + "\"" : "";
        Path config = Files.writeString(work.resolve("config.json"), CONFIG.formatted(timeout, heap));
        Path json = work.resolve("report.json");
        Path console = work.resolve("console.txt");
        Path moduleDir = Path.of("").toAbsolutePath();
        List<Path> watched = List.of(fixture, DATA, moduleDir);
        FileSnapshot before = FileSnapshot.of(watched, moduleDir.resolve("target"));

        Process grader = new ProcessBuilder(GraderProcess.command(JAR, "check", fixture.toString(), "--config",
                config.toString(), "--json", json.toString(), "--quiet", "--no-color",
                STYLED.contains(name) ? "--style" : "--no-style"))
                .directory(work.toFile()).redirectErrorStream(true).redirectOutput(console.toFile()).start();
        boolean ended = grader.waitFor(RUN_BOUND_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            grader.descendants().forEach(ProcessHandle::destroyForcibly);
            grader.destroyForcibly();
        }
        assertTrue(ended, name + ": the grader did not finish within " + RUN_BOUND_MINUTES + " minutes");
        String printed = Files.readString(console);
        assertTrue(Files.isRegularFile(json), name + ": no report; the grader printed:\n" + printed);
        String report = Files.readString(json);
        assertEquals(List.of(), ReportSchema.problems(report), name);

        assertEquals(List.of(), wrongVerdicts(fixture, statuses(report)), name + ":\n" + printed);
        assertEquals(before, FileSnapshot.of(watched, moduleDir.resolve("target")),
                name + ": files outside the child's scratch folder were created or changed");
    }

    private static Map<String, String> statuses(String report) {
        Map<String, String> statuses = new TreeMap<>();
        JsonParser.parseString(report).getAsJsonObject().getAsJsonArray("checks").forEach(check -> statuses.put(
                check.getAsJsonObject().get("id").getAsString(), check.getAsJsonObject().get("status").getAsString()));
        return statuses;
    }

    /** Returns every way the report differs from the fixture's predictions; empty when it matches. */
    static List<String> wrongVerdicts(Path fixture, Map<String, String> statuses) throws IOException {
        JsonObject expected = JsonParser.parseString(Files.readString(fixture.resolve("expected.json")))
                .getAsJsonObject();
        List<String> wrong = new ArrayList<>();
        List<JsonObject> failing = entries(expected, "failing");
        List<JsonObject> mayFail = entries(expected, "mayFail");
        for (JsonObject entry : failing) {
            String glob = entry.get("id").getAsString();
            if (statuses.keySet().stream().noneMatch(id -> matches(glob, id))) {
                wrong.add(glob + ": predicted to fail, but no such check is in the report");
            }
        }
        statuses.forEach((id, status) -> {
            if (id.startsWith("style.")) { // advice: findings are the code's, but the tools must survive it
                if (status.equals("error") || status.equals("timeout")) {
                    wrong.add(id + ": " + status + ", a style tool must read any submission");
                }
                return;
            }
            JsonObject fails = failing.stream().filter(e -> matches(e.get("id").getAsString(), id)).findFirst()
                    .orElse(null);
            if (fails != null) {
                String want = fails.get("status").getAsString();
                if (status.equals("passed") || !(want.equals("any") || want.equals(status))) {
                    wrong.add(id + ": " + status + ", predicted " + want);
                }
            } else if (mayFail.stream().noneMatch(e -> matches(e.get("id").getAsString(), id))
                    && !status.equals("passed") && !status.equals("skipped")) {
                wrong.add(id + ": " + status + ", predicted to pass");
            }
        });
        return wrong;
    }

    private static List<JsonObject> entries(JsonObject expected, String key) {
        List<JsonObject> entries = new ArrayList<>();
        JsonElement array = expected.get(key);
        if (array != null) {
            array.getAsJsonArray().forEach(entry -> entries.add(entry.getAsJsonObject()));
        }
        return entries;
    }

    /** Returns whether a check id matches a prediction's id: exactly, or by prefix for a trailing ".*". */
    static boolean matches(String glob, String id) {
        return glob.endsWith(".*") ? id.startsWith(glob.substring(0, glob.length() - 1)) : glob.equals(id);
    }
}
