package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.pipeline.GradingConfigReader;
import npuzzle.grader.report.ReportSchema;
import npuzzle.grader.report.Visibility;
import npuzzle.grader.scan.OnViolation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GradingConfigTests {
    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));
    private static final String CONFIG_CHECKS = "npuzzle.grader.fixture.ConfigFixtureChecks";
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";

    @TempDir
    Path dir;

    private Path config(String json) throws Exception {
        return Files.writeString(dir.resolve("grading.json"), json);
    }

    private String problem(String json) throws Exception {
        Path file = config(json);
        return assertThrows(GradingConfigReader.ConfigException.class, () -> GradingConfigReader.read(file))
                .getMessage();
    }

    @Test
    void everySettingIsRead() throws Exception {
        Path file = config("""
                {"schema": "npuzzle-grader/config/1", "seed": 42, "solutionConvention": "includes-initial",
                 "checkMessages": true, "runHidden": true, "thorough": true,
                 "checks": {"board.hamming": {"points": 5, "visibility": "hidden", "timeoutSeconds": 2}},
                 "policy": "course-policy.json", "onViolation": "run-everything",
                 "limits": {"childHeap": "256m", "checkTimeoutSeconds": 3, "runDeadlineSeconds": 90,
                            "outputPerCheckChars": 100, "outputPerRunChars": 1000, "maxThreads": 2}}
                """);
        GradingConfig config = GradingConfigReader.read(file);
        assertEquals(Optional.of(42L), config.seed());
        assertEquals(SolutionConvention.INCLUDES_INITIAL, config.convention());
        assertTrue(config.checkMessages());
        assertTrue(config.runHidden());
        assertTrue(config.thorough());
        assertEquals(Map.of("board.hamming", new GradingConfig.CheckSetting(Optional.of(5.0),
                Optional.of(Visibility.HIDDEN), Optional.of(Duration.ofSeconds(2)))), config.checks());
        assertEquals(Optional.of(dir.toAbsolutePath().resolve("course-policy.json")), config.policy());
        assertEquals(Optional.of(OnViolation.RUN_EVERYTHING), config.onViolation());
        assertEquals(new GradingConfig.Limits("256m", Optional.of(Duration.ofSeconds(3)),
                Optional.of(Duration.ofSeconds(90)), 100, 1000, 2), config.limits());
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        assertEquals(sha, config.sha256());
    }

    @Test
    void aMinimalFileKeepsTheDefaults() throws Exception {
        GradingConfig config = GradingConfigReader.read(config("{\"schema\": \"npuzzle-grader/config/1\"}"));
        assertEquals(GradingConfig.DEFAULTS.limits(), config.limits());
        assertEquals(SolutionConvention.AFTER_INITIAL, config.convention());
        assertFalse(config.runHidden());
        assertFalse(config.thorough(), "the thorough checks take seconds: off unless asked");
        assertEquals(Optional.empty(), config.seed());
    }

    @Test
    void aBadFileNamesTheFileTheFieldAndWhatWasExpected() throws Exception {
        String file = dir.resolve("grading.json").toString();
        assertEquals(file + ": not valid JSON: java.io.EOFException: End of input at line 1 column 2 path $.",
                problem("{"));
        assertEquals(file + ": schema: expected \"npuzzle-grader/config/1\"", problem("{\"seed\": 1}"));
        assertEquals(file + ": sead: unknown setting; expected one of [assignment, checkMessages, checks, limits, "
                + "onViolation, policy, runHidden, runStyle, schema, seed, showFix, solutionConvention, style, thorough]",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"sead\": 1}"));
        assertEquals(file + ": solutionConvention: expected one of after-initial | includes-initial, got \"first\"",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"solutionConvention\": \"first\"}"));
        assertEquals(file + ": checks.board.hamming.points: expected a number >= 0, got -1",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"checks\": {\"board.hamming\": {\"points\": -1}}}"));
        assertEquals(file + ": limits.childHeap: expected a size like \"512m\" or \"1g\", got \"lots\"",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"limits\": {\"childHeap\": \"lots\"}}"));
        assertEquals(file + ": limits.checkTimeoutSeconds: expected a whole number >= 1, got 0.5",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"limits\": {\"checkTimeoutSeconds\": 0.5}}"));
        assertEquals(file + ": runHidden: expected true or false, got \"yes\"",
                problem("{\"schema\": \"npuzzle-grader/config/1\", \"runHidden\": \"yes\"}"));
        Path missing = dir.resolve("missing.json");
        String message = assertThrows(GradingConfigReader.ConfigException.class,
                () -> GradingConfigReader.read(missing)).getMessage();
        assertTrue(message.startsWith(missing + ": cannot read the grading config"), message);
    }

    private record Run(int status, String out, String err) {
    }

    private static Run grader(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private static Map<String, JsonObject> checks(JsonObject report) {
        Map<String, JsonObject> checks = new TreeMap<>();
        report.getAsJsonArray("checks").forEach(check -> checks.put(
                check.getAsJsonObject().get("id").getAsString(), check.getAsJsonObject()));
        return checks;
    }

    private JsonObject report(Path json) throws Exception {
        String text = Files.readString(json);
        assertEquals(List.of(), ReportSchema.problems(text));
        return JsonParser.parseString(text).getAsJsonObject();
    }

    @Test
    void theChildGetsTheConfigsSettingsAndTheReportItsHash() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("fay"));
        Files.writeString(sub.resolve("Board.java"), FixtureSubmission.CLEAN_BOARD);
        Files.writeString(sub.resolve("Solver.java"), FixtureSubmission.SOLVER);
        Path file = config("""
                {"schema": "npuzzle-grader/config/1", "seed": 42, "solutionConvention": "includes-initial",
                 "checkMessages": true,
                 "checks": {"config.settings": {"points": 5}, "config.secret": {"visibility": "hidden"},
                            "config.prints": {"timeoutSeconds": 20}},
                 "limits": {"childHeap": "96m", "checkTimeoutSeconds": 1, "outputPerCheckChars": 100}}
                """);
        Path json = dir.resolve("fay.json");
        Run run = grader("check", sub.toString(), "--check-class", CONFIG_CHECKS, "--config", file.toString(),
                "--only", "config.settings,config.prints,config.busy,config.secret", "--json", json.toString());
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        JsonObject report = report(json);
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        assertEquals(sha, report.getAsJsonObject("grader").get("configHash").getAsString());
        assertEquals(42, report.getAsJsonObject("grader").get("seed").getAsLong());
        Map<String, JsonObject> checks = checks(report);
        assertEquals(List.of("config.busy", "config.prints", "config.settings"), List.copyOf(checks.keySet()),
                "config.secret is hidden and the config does not run hidden checks");
        JsonObject settings = checks.get("config.settings");
        String message = settings.get("message").getAsString();
        assertTrue(message.startsWith("seed=42 convention=INCLUDES_INITIAL checkMessages=true heapMiB="), message);
        int heap = Integer.parseInt(message.substring(message.indexOf("heapMiB=") + 8));
        assertTrue(heap <= 96, "child heap " + heap + " MiB");
        assertEquals(5.0, settings.get("maxScore").getAsDouble());
        assertEquals("timeout", checks.get("config.busy").get("status").getAsString(),
                "the config's 1 s time limit applies to every check it does not set one for");
        assertEquals("passed", checks.get("config.prints").get("status").getAsString());
        String output = checks.get("config.prints").get("output").getAsString();
        assertTrue(output.startsWith("x".repeat(100)) && output.length() < 300, output);

        // the seed on the command line wins over the config's
        Run again = grader("check", sub.toString(), "--check-class", CONFIG_CHECKS, "--config", file.toString(),
                "--only", "config.settings", "--seed", "7", "--json", json.toString());
        assertEquals(ExitCodes.FAILED, again.status(), again.out() + again.err());
        assertEquals(7, report(json).getAsJsonObject("grader").get("seed").getAsLong());
    }

    /** A config that weighs the style checks: each finding costs its findingCost, an instructor's rules replace ours. */
    @Test
    void styleChecksTakeTheirPointsFindingCostAndRuleFilesFromTheConfig() throws Exception {
        Files.writeString(dir.resolve("names-only.xml"), """
                <?xml version="1.0"?>
                <!DOCTYPE module PUBLIC "-//Checkstyle//DTD Checkstyle Configuration 1.3//EN"
                    "https://checkstyle.org/dtds/configuration_1_3.dtd">
                <module name="Checker"><module name="TreeWalker"><module name="MemberName"/></module></module>
                """);
        Path file = config("""
                {"schema": "npuzzle-grader/config/1", "runStyle": true,
                 "style": {"checkstyle": "names-only.xml"},
                 "checks": {"style.design": {"points": 4, "findingCost": 0.25}, "style.checkstyle": {"points": 2}}}
                """);
        Path json = dir.resolve("style.json");
        Run run = grader("check", SUBMISSIONS.resolve("style-design-rules").toString(), "--config", file.toString(),
                "--only", "style.design,style.checkstyle", "--json", json.toString());
        assertEquals(ExitCodes.FAILED, run.status(), "style checks worth points decide the exit status: " + run.out()
                + run.err());
        Map<String, JsonObject> checks = checks(report(json));
        JsonObject design = checks.get("style.design");
        assertEquals("failed", design.get("status").getAsString(), "with points a finding is a failure, not advice");
        assertTrue(run.out().contains(". style.design (costs "), "a cause of lost points: " + run.out());
        assertFalse(run.out().contains("Style advice"), "nothing is advice when style is graded: " + run.out());
        assertEquals(8, design.getAsJsonArray("findings").size());
        assertEquals(4.0, design.get("maxScore").getAsDouble());
        assertEquals(4.0 - 8 * 0.25, design.get("score").getAsDouble(), 1e-9);
        JsonObject checkstyle = checks.get("style.checkstyle");
        assertEquals(List.of("MemberName"), checkstyle.getAsJsonArray("findings").asList().stream()
                .map(finding -> finding.getAsJsonObject().get("rule").getAsString()).toList());
        assertEquals(0.0, checkstyle.get("score").getAsDouble(), "without a findingCost any finding costs all");
    }

    @Test
    void hiddenChecksRunOnlyWhenTheConfigSaysSo() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("gus"));
        Files.writeString(sub.resolve("Board.java"), FixtureSubmission.CLEAN_BOARD);
        Path hides = config("""
                {"schema": "npuzzle-grader/config/1", "runHidden": true,
                 "checks": {"config.secret": {"visibility": "hidden"}}}
                """);
        Run list = grader("check", "--list-checks", "--check-class", CONFIG_CHECKS, "--only", "config.s*");
        assertTrue(list.out().contains("config.secret"), "without a config every check is public: " + list.out());
        Path json = dir.resolve("gus.json");
        Run run = grader("check", sub.toString(), "--check-class", CONFIG_CHECKS, "--config", hides.toString(),
                "--only", "config.secret", "--json", json.toString());
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
        JsonObject secret = checks(report(json)).get("config.secret");
        assertEquals("hidden", secret.get("visibility").getAsString());
        assertEquals("passed", secret.get("status").getAsString());
    }

    @Test
    void thePolicyFileAndOnViolationComeFromTheConfig() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("hal"));
        Files.writeString(sub.resolve("Board.java"), FixtureSubmission.CLEAN_BOARD.replace("public int size()",
                "static void quit() { System.exit(3); }\n    public int size()"));
        Files.writeString(sub.resolve("Solver.java"), FixtureSubmission.SOLVER);
        Files.writeString(dir.resolve("exit-allowed.json"), """
                {"schema": "npuzzle-grader/policy/1",
                 "rules": [{"allow": "java.lang.System#exit", "reason": "this course's tests may exit"}]}
                """);
        String only = "safety.forbidden-api,fixture.passes";
        Path runAll = config("{\"schema\": \"npuzzle-grader/config/1\", \"onViolation\": \"run-everything\"}");
        Path json = dir.resolve("hal.json");
        grader("check", sub.toString(), "--check-class", PIPELINE, "--config", runAll.toString(), "--only", only,
                "--json", json.toString());
        Map<String, JsonObject> checks = checks(report(json));
        assertEquals("failed", checks.get("safety.forbidden-api").get("status").getAsString());
        assertEquals("passed", checks.get("fixture.passes").get("status").getAsString(),
                "run-everything runs the flagged Board");

        Path allows = config("{\"schema\": \"npuzzle-grader/config/1\", \"policy\": \"exit-allowed.json\"}");
        Run run = grader("check", sub.toString(), "--check-class", PIPELINE, "--config", allows.toString(),
                "--only", only, "--json", json.toString());
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());

        Path broken = config("{\"schema\": \"npuzzle-grader/config/1\", \"policy\": \"no-such-policy.json\"}");
        Run bad = grader("check", sub.toString(), "--check-class", PIPELINE, "--config", broken.toString());
        assertEquals(ExitCodes.USAGE, bad.status());
        assertTrue(bad.err().startsWith("grader: " + dir.toAbsolutePath().resolve("no-such-policy.json")
                + ": cannot read the policy file"), bad.err());
    }

    @Test
    void aCheckThatLeavesMoreThreadsRunningThanAllowedIsAnErrorAndTheRestRunInAFreshChild() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("ivy"));
        Files.writeString(sub.resolve("Board.java"), FixtureSubmission.CLEAN_BOARD);
        Path json = dir.resolve("ivy.json");
        Run run = grader("check", sub.toString(), "--check-class", CONFIG_CHECKS, "--only", "config.*spin*",
                "--json", json.toString(), "--timings");
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        Map<String, JsonObject> checks = checks(report(json));
        assertEquals("error", checks.get("config.spins").get("status").getAsString());
        assertEquals("started 1 thread(s) that did not stop (at most 0 may be left running)",
                checks.get("config.spins").get("message").getAsString());
        assertEquals("passed", checks.get("config.after-spin").get("status").getAsString());
        assertTrue(run.out().contains("(2 child JVMs)"), run.out());

        Path allowsOne = config("{\"schema\": \"npuzzle-grader/config/1\", \"limits\": {\"maxThreads\": 1}}");
        Run allowed = grader("check", sub.toString(), "--check-class", CONFIG_CHECKS, "--only", "config.*spin*",
                "--config", allowsOne.toString(), "--timings");
        assertEquals(ExitCodes.OK, allowed.status(), allowed.out() + allowed.err());
        assertTrue(allowed.out().contains("(1 child JVMs)"), "the spinning thread does not keep the child alive: "
                + allowed.out());
    }

    @Test
    void aBadConfigIsAUsageError() throws Exception {
        Path file = config("{\"schema\": \"npuzzle-grader/config/1\", \"limits\": {\"maxThreads\": -1}}");
        Run run = grader("check", dir.toString(), "--config", file.toString());
        assertEquals(ExitCodes.USAGE, run.status());
        assertEquals("grader: " + file + ": limits.maxThreads: expected a whole number >= 0, got -1\n", run.err());
    }
}
