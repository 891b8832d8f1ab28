package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs every check on every fixture submission under {@code tests/submissions/} and asserts exactly which checks
 * fail, as its {@code expected.json} lists them: none for a correct submission, the classic mistake's for the rest.
 */
class SubmissionChecksTests {
    static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));
    /** The grader's default seed, so these outcomes are the ones the end-to-end tests see. */
    private static final long SEED = 1;
    /** A regex of the fixtures to run, e.g. {@code -Dnpuzzle.fixture=hamming.*}, for working on one. */
    private static final String ONLY = System.getProperty("npuzzle.fixture", ".*");

    @TempDir
    Path output;

    @TestFactory
    Stream<DynamicTest> eachSubmissionFailsExactlyItsExpectedChecks() throws IOException {
        List<Path> folders;
        try (Stream<Path> list = Files.list(SUBMISSIONS)) {
            // Adversarial fixtures need the whole pipeline (scan, watchdog): the end-to-end tests grade them.
            // The adversarial fixtures attack the JVM they run in (exit, halt, processes): only the child may run them.
            folders = list.filter(folder -> Files.exists(folder.resolve("expected.json")))
                    .filter(folder -> !folder.getFileName().toString().startsWith("adversarial-"))
                    .filter(folder -> !folder.getFileName().toString().startsWith("adversarial-"))
                    .filter(folder -> folder.getFileName().toString().matches(ONLY)).sorted().toList();
        }
        assertFalse(folders.isEmpty(), "no fixture submissions in " + SUBMISSIONS.toAbsolutePath());
        return folders.stream().map(folder -> DynamicTest.dynamicTest(folder.getFileName().toString(),
                () -> assertFailing(folder)));
    }

    private void assertFailing(Path folder) throws IOException {
        JsonObject expected = new Gson().fromJson(Files.readString(folder.resolve("expected.json")), JsonObject.class);
        List<Class<?>> classes = List.of(CheckRunner.CHECK_CLASSES);
        Set<String> ids = CheckRunner.ids(classes);
        Set<String> failing = new TreeSet<>();
        if (expected.has("compiles") && !expected.get("compiles").getAsBoolean()) {
            failing.addAll(ids); // nothing to grade: every check fails, saying why
            failing.remove("solver.messages");
        } else {
            expected.getAsJsonArray("failing").forEach(id -> failing.add(id.getAsString()));
        }
        failing.retainAll(ids);
        CompiledSubmission submission = CompiledSubmission.compile(folder, output.resolve(folder.getFileName()));
        Map<String, CheckRunner.Outcome> outcomes = CheckRunner.run(
                submission.context(SEED, SolutionConvention.AFTER_INITIAL, false), classes.toArray(Class<?>[]::new));
        Set<String> actual = outcomes.entrySet().stream().filter(e -> e.getValue().failed()).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(failing, actual, () -> folder.getFileName() + " failed other checks than expected:\n"
                + describe(outcomes, actual));
        assertTrue(outcomes.get("solver.messages") == null || outcomes.get("solver.messages").skipped(),
                "solver.messages runs only when the config asks for it");
    }

    private static String describe(Map<String, CheckRunner.Outcome> outcomes, Set<String> failing) {
        return failing.stream().map(id -> id + ": " + outcomes.get(id).failure()).collect(Collectors.joining("\n"));
    }
}
