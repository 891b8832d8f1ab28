package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader check} on each fixture submission: correct ones get full marks with exit 0; each classic mistake
 * exits 1 and fails exactly the checks its {@code expected.json} lists; a submission that does not compile exits 2.
 */
class GraderCheckEndToEndTests {
    static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "submissions"));
    /** The Board and Solver checks; timing, memory and safety have their own fixtures and tests. */
    private static final String BOARD_AND_SOLVER = "board.*,solver.*";

    @TempDir
    Path work;

    @TestFactory
    Stream<DynamicTest> correctSubmissionsGetFullMarks() {
        return Stream.of("correct-reference", "correct-alternative").map(name -> DynamicTest.dynamicTest(name, () -> {
            Path json = work.resolve(name + ".json");
            GraderProcess.Result result = GraderProcess.run(work, "check", SUBMISSIONS.resolve(name).toString(),
                    "--json", json.toString(), "--no-color");
            assertEquals(0, result.exitCode(), result.output());
            JsonObject report = read(json);
            assertEquals(report.get("maxScore").getAsDouble(), report.get("score").getAsDouble(), result.output());
            assertEquals(Set.of(), failing(report, ""), result.output());
        }));
    }

    /**
     * The mistakes run end to end, one of each kind (Board value, equals, Solver on both Boards, corner cases, a
     * missing Solver); the grader module's SubmissionChecksTests runs every fixture in-process against the same
     * expected.json files, within this module's time budget.
     */
    private static final List<String> MISTAKES = List.of("board-only", "hamming-counts-blank",
            "manhattan-counts-blank", "equals-overload", "solution-includes-initial", "wrong-exception-types");

    @TestFactory
    Stream<DynamicTest> eachMistakeFailsExactlyItsChecks() {
        return MISTAKES.stream().map(name -> DynamicTest.dynamicTest(name,
                () -> assertMistake(SUBMISSIONS.resolve(name))));
    }

    private void assertMistake(Path folder) throws IOException, InterruptedException {
        JsonObject expected = read(folder.resolve("expected.json"));
        Set<String> failing = new TreeSet<>();
        expected.getAsJsonArray("failing").forEach(id -> failing.add(id.getAsString()));
        Path json = work.resolve(folder.getFileName() + ".json");
        GraderProcess.Result result = GraderProcess.run(work, "check", folder.toString(), "--json", json.toString(),
                "--only", BOARD_AND_SOLVER, "--no-color", "--quiet");
        assertEquals(1, result.exitCode(), result.output());
        assertEquals(failing, failing(read(json), "board.", "solver."), result.output());
    }

    @Test
    void aSubmissionThatDoesNotCompileExitsTwoWithTheLine() throws IOException, InterruptedException {
        Path json = work.resolve("does-not-compile.json");
        GraderProcess.Result result = GraderProcess.run(work, "check",
                SUBMISSIONS.resolve("does-not-compile").toString(), "--json", json.toString(), "--no-color");
        assertEquals(2, result.exitCode(), result.output());
        assertTrue(result.output().contains("Board.java:52"), result.output());
    }

    /** Returns the ids, starting with one of {@code prefixes}, of checks that neither passed nor were skipped. */
    private static Set<String> failing(JsonObject report, String... prefixes) {
        Set<String> ids = new TreeSet<>();
        for (JsonElement element : report.getAsJsonArray("checks")) {
            JsonObject check = element.getAsJsonObject();
            String id = check.get("id").getAsString();
            String status = check.get("status").getAsString();
            if (!status.equals("passed") && !status.equals("skipped") && Stream.of(prefixes).anyMatch(id::startsWith)) {
                ids.add(id);
            }
        }
        return ids;
    }

    private static JsonObject read(Path file) throws IOException {
        return new Gson().fromJson(Files.readString(file), JsonObject.class);
    }
}
