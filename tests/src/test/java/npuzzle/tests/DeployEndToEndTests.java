package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import npuzzle.grader.ShortLivedJvm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * {@code grader init} as an instructor uses it: the Gradescope autograder's {@code run_autograder}, unzipped into
 * a fake {@code /autograder} root ({@code AUTOGRADER_ROOT}), grades a fixture into a {@code results.json} that
 * follows Gradescope's specification, also when the grader cannot run; the GitHub workflow parses, names only
 * real actions, and its grading step, taken from the YAML and run with bash in a fixture repository, grades it,
 * fails on a failed check, appends the summary and hands GitHub Classroom its runner result.
 * Slow for a reason: about eight cold grader JVMs ({@code init}, {@code run_autograder}, the workflow's steps), as on
 * Gradescope or a runner, three of them grading a fixture (46 s in CI's run of stop 44).
 */
@Tag("same-on-every-jdk") // the scripts and files init writes, not the JDK: the grading they run is checked on every JDK
class DeployEndToEndTests {
    private static final Path SUBMISSIONS = GraderCheckEndToEndTests.SUBMISSIONS;
    /** The actions the workflow may name, at the major versions their publishers maintain. */
    private static final Set<String> REAL_ACTIONS = Set.of("actions/checkout@v4", "actions/setup-java@v4",
            "actions/upload-artifact@v4", "classroom-resources/autograding-grading-reporter@v1");
    private static final Set<String> VISIBILITIES = Set.of("hidden", "after_due_date", "after_published", "visible");

    @TempDir
    Path work;

    @Test
    void gradescopeAutograderGradesIntoResultsJson() throws Exception {
        Path config = Files.writeString(work.resolve("config.json"), """
                {"schema": "npuzzle-grader/config/1", "runHidden": true, "thorough": false,
                 "checks": {"board.hamming": {"visibility": "hidden"}}}
                """);
        Path bundle = work.resolve("bundle");
        GraderProcess.Result init = GraderProcess.run(work, "init", "gradescope", bundle.toString(), "--config",
                config.toString());
        assertEquals(0, init.exitCode(), init.output());
        Path root = work.resolve("autograder");
        assertEquals(List.of("setup.sh", "run_autograder", "npuzzle-grader.jar", "grading.json"),
                unzip(bundle.resolve("autograder.zip"), root.resolve("source")));
        String flags = String.join(" ", ShortLivedJvm.FLAGS); // the shell file spells out the grader's constant
        assertTrue(Files.readString(root.resolve("source/run_autograder")).contains("java -Xmx192m " + flags),
                "run_autograder starts java without " + flags);
        copyTree(SUBMISSIONS.resolve("goal-off-by-one"), root.resolve("submission"));

        Script.Result run = Script.run(root, Map.of("AUTOGRADER_ROOT", root.toString()), "bash",
                root.resolve("source/run_autograder").toString());
        assertEquals(0, run.exitCode(), run.output());
        JsonObject results = gradescopeResults(root);
        Set<String> failed = new TreeSet<>();
        for (JsonElement element : results.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            String id = test.get("name").getAsString().split(":")[0];
            if (test.get("status").getAsString().equals("failed")) {
                failed.add(id);
            }
            assertEquals(id.equals("board.hamming") ? "after_published" : "visible",
                    test.get("visibility").getAsString(), id);
        }
        assertTrue(failed.containsAll(failing("goal-off-by-one")), failed::toString);
        assertTrue(failed.stream().noneMatch(id -> id.startsWith("solver.reference-board")), failed::toString);
    }

    /** run_autograder passes --thorough unless the grading config says whether the thorough checks run. */
    @Test
    void gradescopeAutograderRunsTheThoroughChecksUnlessTheConfigSays() throws Exception {
        Path bundle = work.resolve("bundle");
        assertEquals(0, GraderProcess.run(work, "init", "gradescope", bundle.toString()).exitCode());
        Path root = work.resolve("autograder");
        unzip(bundle.resolve("autograder.zip"), root.resolve("source"));
        Files.createDirectories(root.resolve("submission"));
        Path arguments = work.resolve("java-arguments");
        Path java = Files.createDirectories(work.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"$@\" > '" + arguments + "'\n");
        assertTrue(java.toFile().setExecutable(true));
        Map<String, String> environment = Map.of("AUTOGRADER_ROOT", root.toString(),
                "PATH", java.getParent() + ":" + System.getenv("PATH"));
        Path config = root.resolve("source/grading.json");
        for (String thorough : new String[] {null, "true", "false"}) {
            Files.writeString(config, "{\"schema\": \"npuzzle-grader/config/1\""
                    + (thorough == null ? "" : ", \"thorough\": " + thorough) + "}");
            assertEquals(0, Script.run(root, environment, "bash", root.resolve("source/run_autograder").toString())
                    .exitCode());
            assertEquals(thorough == null, List.of(Files.readString(arguments).trim().split(" "))
                    .contains("--thorough"), "config says " + thorough + ": " + Files.readString(arguments));
        }
    }

    @Test
    void gradescopeAutograderWritesResultsWhenTheGraderCannotRun() throws Exception {
        Path bundle = work.resolve("bundle");
        assertEquals(0, GraderProcess.run(work, "init", "gradescope", bundle.toString()).exitCode());
        Path root = work.resolve("autograder");
        unzip(bundle.resolve("autograder.zip"), root.resolve("source"));
        Files.writeString(root.resolve("source/grading.json"), "{ not json");
        copyTree(SUBMISSIONS.resolve("goal-off-by-one"), root.resolve("submission"));

        Script.Result run = Script.run(root, Map.of("AUTOGRADER_ROOT", root.toString()), "bash",
                root.resolve("source/run_autograder").toString());
        assertEquals(0, run.exitCode(), run.output());
        JsonObject results = gradescopeResults(root);
        assertEquals(0, results.get("score").getAsDouble());
        assertTrue(results.get("output").getAsString().contains("grading.json"), results.toString());
    }

    @Test
    void githubWorkflowGradesTheRepositoryAndReportsToClassroom() throws Exception {
        Path repository = work.resolve("repository");
        copyTree(SUBMISSIONS.resolve("goal-off-by-one"), repository);
        GraderProcess.Result init = GraderProcess.run(work, "init", "github", repository.toString(), "--classroom");
        assertEquals(0, init.exitCode(), init.output());
        Map<String, Object> workflow = yaml(repository.resolve(".github/workflows/grade.yml"));
        List<Map<String, Object>> steps = steps(workflow);
        for (Map<String, Object> step : steps) {
            if (step.containsKey("uses")) {
                assertTrue(REAL_ACTIONS.contains(step.get("uses")), "unknown action " + step.get("uses"));
            }
        }
        Map<String, Object> grade = steps.stream().filter(step -> "npuzzle".equals(step.get("id"))).findFirst()
                .orElseThrow();

        Path runnerTemp = Files.createDirectories(work.resolve("runner-temp"));
        Path output = Files.createFile(work.resolve("github-output"));
        Path summary = Files.createFile(work.resolve("step-summary"));
        Script.Result run = Script.run(repository, Map.of("RUNNER_TEMP", runnerTemp.toString(), "GITHUB_OUTPUT",
                output.toString(), "GITHUB_STEP_SUMMARY", summary.toString()), "bash", "-e", "-c",
                (String) grade.get("run"));
        assertEquals(1, run.exitCode(), "a failed check fails the job:\n" + run.output());
        JsonObject report = JsonParser.parseString(Files.readString(repository.resolve("npuzzle-report.json")))
                .getAsJsonObject();
        String text = Files.readString(summary);
        assertTrue(failing("goal-off-by-one").stream().allMatch(text::contains), "the summary names the failed checks");

        String line = Files.readAllLines(output).stream().filter(l -> l.startsWith("result=")).findFirst()
                .orElseThrow();
        JsonObject classroom = JsonParser.parseString(new String(Base64.getDecoder().decode(
                line.substring("result=".length())), StandardCharsets.UTF_8)).getAsJsonObject();
        assertEquals("fail", classroom.get("status").getAsString());
        assertEquals(report.get("maxScore").getAsDouble(), classroom.get("max_score").getAsDouble(), 1e-9);
        double points = 0;
        for (JsonElement test : classroom.getAsJsonArray("tests")) {
            points += test.getAsJsonObject().get("score").getAsDouble();
        }
        assertEquals(report.get("score").getAsDouble(), points, 1e-6);
    }

    @Test
    void githubWorkflowPassesOnACorrectRepository() throws Exception {
        Path repository = work.resolve("repository");
        copyTree(SUBMISSIONS.resolve("correct-reference"), repository);
        assertEquals(0, GraderProcess.run(work, "init", "github", repository.toString()).exitCode());
        Map<String, Object> grade = steps(yaml(repository.resolve(".github/workflows/grade.yml"))).stream()
                .filter(step -> "npuzzle".equals(step.get("id"))).findFirst().orElseThrow();
        Path summary = Files.createFile(work.resolve("step-summary"));
        Script.Result run = Script.run(repository, Map.of("RUNNER_TEMP", work.toString(), "GITHUB_STEP_SUMMARY",
                summary.toString()), "bash", "-e", "-c", (String) grade.get("run"));
        assertEquals(0, run.exitCode(), run.output());
        assertTrue(Files.readString(summary).contains("100.00 / 100.00"), Files.readString(summary));
    }

    /** Returns the ids the fixture's expected.json lists as failing (the e2e test holds the grader to them). */
    private static Set<String> failing(String fixture) {
        return GraderCheckEndToEndTests.failing(GraderCheckEndToEndTests.expected(SUBMISSIONS.resolve(fixture)));
    }

    private static JsonObject gradescopeResults(Path root) throws IOException {
        JsonObject results = JsonParser.parseString(Files.readString(root.resolve("results/results.json")))
                .getAsJsonObject();
        assertTrue(results.has("score") && results.get("score").getAsDouble() >= 0, results.toString());
        assertTrue(Set.of("text", "html", "simple_format", "md", "ansi").contains(
                results.get("output_format").getAsString()));
        assertTrue(VISIBILITIES.contains(results.get("stdout_visibility").getAsString()));
        for (JsonElement element : results.getAsJsonArray("tests")) {
            JsonObject test = element.getAsJsonObject();
            for (String field : List.of("name", "status", "output", "visibility", "tags")) {
                assertTrue(test.has(field), test + " lacks " + field);
            }
            assertTrue(Set.of("passed", "failed").contains(test.get("status").getAsString()), test.toString());
            assertTrue(VISIBILITIES.contains(test.get("visibility").getAsString()), test.toString());
            if (!test.has("score")) { // the specification's informational form: style advice, which passes
                assertTrue(test.get("name").getAsString().startsWith("style.") && !test.has("max_score")
                        && test.get("status").getAsString().equals("passed"), test.toString());
                continue;
            }
            assertTrue(test.get("score").getAsDouble() <= test.get("max_score").getAsDouble(), test.toString());
        }
        return results;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> steps(Map<String, Object> workflow) {
        Map<String, Object> jobs = (Map<String, Object>) workflow.get("jobs");
        assertEquals(1, jobs.size(), "one grading job");
        Map<String, Object> job = (Map<String, Object>) jobs.values().iterator().next();
        return (List<Map<String, Object>>) job.get("steps");
    }

    private static Map<String, Object> yaml(Path file) throws IOException {
        Map<String, Object> workflow = new Yaml(new SafeConstructor(new LoaderOptions())).load(
                Files.readString(file));
        // YAML 1.1 reads the key "on" as true: GitHub reads it as "on"
        assertTrue(workflow.containsKey("on") || workflow.containsKey(true), "the workflow has triggers");
        return workflow;
    }

    /** Unzips {@code zip} into {@code folder} and returns its entries' names, in order. */
    private static List<String> unzip(Path zip, Path folder) throws IOException {
        List<String> names = new ArrayList<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                names.add(entry.getName());
                Path target = folder.resolve(entry.getName());
                Files.createDirectories(target.getParent());
                Files.copy(in, target);
            }
        }
        return names;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else if (!file.getFileName().toString().equals("expected.json")) {
                    Files.copy(file, target);
                }
            }
        }
    }

    /** Runs a script as the platform would, with this JVM's java first on the PATH unless the test gives one. */
    private static final class Script {
        record Result(int exitCode, String output) {
        }

        static Result run(Path directory, Map<String, String> environment, String... command)
                throws IOException, InterruptedException {
            ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
                    .redirectErrorStream(true);
            Map<String, String> env = new HashMap<>(environment);
            env.putIfAbsent("PATH", Path.of(System.getProperty("java.home"), "bin") + ":" + System.getenv("PATH"));
            builder.environment().remove("GITHUB_STEP_SUMMARY"); // this build's own, on GitHub Actions
            builder.environment().putAll(env);
            Process process = builder.start();
            byte[] output;
            try (InputStream in = process.getInputStream()) {
                output = in.readAllBytes();
            }
            if (!process.waitFor(3, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError(String.join(" ", command) + " did not finish in 3 minutes");
            }
            return new Result(process.exitValue(), new String(output, StandardCharsets.UTF_8));
        }
    }
}
