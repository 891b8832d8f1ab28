package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import npuzzle.grader.FileTrees;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The scale-out examples of {@code docs/scale-out.md}: the Kubernetes Jobs and the GitHub Actions matrix parse, and
 * their exact commands, run here on 3 shards of a fixture class with the environment they set (its paths pointed at
 * a temporary folder), then their merge, write the gradebook an unsharded batch writes.
 * Slow for a reason: the class is graded three times, in one batch, in the Kubernetes Jobs' shards and in the
 * Actions matrix's (34 s in CI's run of stop 44).
 */
@Tag("same-on-every-jdk") // the shards' commands and the merge, not the JDK
class ScaleOutDocsTests {
    private static final Path DOCS = Path.of(System.getProperty("npuzzle.docs", "../docs/scale-out"));
    private static final List<String> FIXTURES = List.of("goal-off-by-one", "does-not-compile",
            "hamming-counts-blank");
    private static final Set<String> REAL_ACTIONS = Set.of("actions/checkout@v4", "actions/setup-java@v4",
            "actions/upload-artifact@v4", "actions/download-artifact@v4");
    private static final List<String> CLASS_FILES = List.of("summary.csv", "summary.json", "batch.json",
            "index.html");

    @TempDir
    Path work;

    @Test
    void theKubernetesJobsAndTheActionsMatrixShardAndMergeLikeOneBatch() throws Exception {
        Path root = FixtureClass.create(work.resolve("class"), FIXTURES);
        GraderProcess.Result whole = GraderProcess.run(work, "batch", root.toString(), "--out",
                work.resolve("whole").toString(), "--jobs", "2");
        assertEquals(0, whole.exitCode(), "does-not-compile is graded 0, not refused: " + whole.output());
        Map<String, String> paths = Map.of("GRADER_JAR", GraderProcess.JAR.toAbsolutePath().toString(),
                "CLASS_DIR", root.toString(), "GRADES_DIR", work.resolve("grades").toString());

        Map<String, Object> grade = yaml("grade-job.yaml");
        assertEquals("Indexed", at(grade, "spec", "completionMode"));
        Map<String, Object> container = container(grade);
        int shards = Integer.parseInt(env(container).get("SHARDS"));
        assertEquals(shards, at(grade, "spec", "completions"));
        for (int k = 0; k < shards; k++) {
            Map<String, String> env = new HashMap<>(env(container));
            env.putAll(paths);
            env.put("JOB_COMPLETION_INDEX", Integer.toString(k));
            run(command(container), env, 0);
        }
        Map<String, Object> merger = container(yaml("merge-job.yaml"));
        Map<String, String> mergeEnv = new HashMap<>(env(merger));
        mergeEnv.putAll(paths);
        run(command(merger), mergeEnv, 0);
        assertSameClassFiles(work.resolve("whole"), work.resolve("grades/class"));

        Map<String, Object> workflow = yaml("grade-class.yml");
        Map<String, String> workflowEnv = new HashMap<>(stringMap(at(workflow, "env")));
        workflowEnv.putAll(paths);
        List<Map<String, Object>> gradeSteps = steps(workflow, "grade");
        List<?> matrix = (List<?>) at(workflow, "jobs", "grade", "strategy", "matrix", "shard");
        assertEquals(Integer.parseInt(workflowEnv.get("SHARDS")), matrix.size());
        for (Object shard : matrix) {
            Map<String, String> env = new HashMap<>(workflowEnv);
            env.put("SHARD", shard.toString());
            run(runOf(gradeSteps, "Grade"), env, 0);
        }
        FileTrees.delete(work.resolve("grades/class"));
        run(runOf(steps(workflow, "merge"), "Merge"), workflowEnv, 0);
        assertSameClassFiles(work.resolve("whole"), work.resolve("grades/class"));
    }

    private static void assertSameClassFiles(Path expected, Path actual) throws IOException {
        for (String file : CLASS_FILES) {
            assertEquals(Files.readString(expected.resolve(file)), Files.readString(actual.resolve(file)), file);
        }
        for (String fixture : FIXTURES) {
            assertTrue(Files.isDirectory(actual.resolve(fixture)), fixture + " has its folder");
        }
    }

    private static void run(String command, Map<String, String> env, int expectedExit) throws Exception {
        ProcessBuilder builder = new ProcessBuilder("sh", "-c", command).redirectErrorStream(true);
        builder.environment().putAll(env);
        builder.environment().put("PATH", Path.of(System.getProperty("java.home"), "bin") + ":"
                + System.getenv("PATH"));
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), command);
        assertEquals(expectedExit, process.exitValue(), command + "\n" + output);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> container(Map<String, Object> job) {
        List<Map<String, Object>> containers = (List<Map<String, Object>>) at(job, "spec", "template", "spec",
                "containers");
        assertEquals(1, containers.size());
        return containers.get(0);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> env(Map<String, Object> container) {
        Map<String, String> env = new HashMap<>();
        for (Map<String, Object> variable : (List<Map<String, Object>>) container.get("env")) {
            env.put((String) variable.get("name"), String.valueOf(variable.get("value")));
        }
        return env;
    }

    @SuppressWarnings("unchecked")
    private static String command(Map<String, Object> container) {
        assertEquals(List.of("sh", "-c"), container.get("command"));
        List<String> args = (List<String>) container.get("args");
        assertEquals(1, args.size());
        return args.get(0);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> steps(Map<String, Object> workflow, String job) {
        List<Map<String, Object>> steps = (List<Map<String, Object>>) at(workflow, "jobs", job, "steps");
        for (Map<String, Object> step : steps) {
            if (step.containsKey("uses")) {
                assertTrue(REAL_ACTIONS.contains(step.get("uses")), "unknown action " + step.get("uses"));
            }
        }
        return steps;
    }

    private static String runOf(List<Map<String, Object>> steps, String name) {
        return steps.stream().filter(step -> name.equals(step.get("name"))).map(step -> (String) step.get("run"))
                .findFirst().orElseThrow(() -> new AssertionError("no step named " + name));
    }

    private static Map<String, String> stringMap(Object map) {
        Map<String, String> strings = new HashMap<>();
        ((Map<?, ?>) map).forEach((key, value) -> strings.put(key.toString(), value.toString()));
        return strings;
    }

    private static Object at(Object node, String... keys) {
        for (String key : keys) {
            assertTrue(node instanceof Map<?, ?> map && map.containsKey(key), "no " + key + " in " + node);
            node = ((Map<?, ?>) node).get(key);
        }
        return node;
    }

    private static Map<String, Object> yaml(String file) throws IOException {
        return new Yaml(new SafeConstructor(new LoaderOptions())).load(Files.readString(DOCS.resolve(file)));
    }
}
