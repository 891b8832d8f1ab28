package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.report.CodeScanningRules;
import npuzzle.grader.report.ReportSchema;
import npuzzle.grader.report.SarifSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --sarif} and {@code --github-annotations} on fixture submissions: the SARIF log validates against the
 * SARIF 2.1.0 schema and holds what GitHub code scanning requires besides ({@link CodeScanningRules}), it has one
 * result per cause, and each result and workflow command names the lines the JSON report locates. The fixtures are
 * outside the working directory of these tests (the grader module's folder), so their files are named absolutely.
 */
class FeedbackFormatsTests {
    private static final Pattern COMMAND = Pattern.compile(
            "^::(error|notice) (?:file=([^,:]+),(?:line=(\\d+),endLine=(\\d+),)?)?title=([^:]+)::(.+)$");

    @TempDir
    Path dir;

    private record Graded(String out, JsonObject report, JsonObject sarif) {
    }

    private Graded grade(String fixture, String only) throws Exception {
        return grade(CompiledSubmission.FIXTURES.resolve(fixture), only);
    }

    private Graded grade(Path submission, String only) throws Exception {
        Path json = Files.createTempFile(dir, "report", ".json");
        Path sarif = Files.createTempFile(dir, "report", ".sarif");
        StringWriter out = new StringWriter();
        GraderCli.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "check", submission.toString(),
                "--only", only, "--no-style", "--json", json.toString(), "--sarif", sarif.toString(),
                "--github-annotations", "--no-color");
        String report = Files.readString(json);
        String log = Files.readString(sarif);
        assertEquals(List.of(), ReportSchema.problems(report));
        assertEquals(List.of(), SarifSchema.problems(log), log);
        assertEquals(List.of(), CodeScanningRules.problems(log), log);
        return new Graded(out.toString(), JsonParser.parseString(report).getAsJsonObject(),
                JsonParser.parseString(log).getAsJsonObject());
    }

    @Test
    void aWrongManhattanIsReportedOnTheLinesThatComputeIt() throws Exception {
        Graded graded = grade("manhattan-ignores-abs-result", "compile.*,board.manhattan");
        JsonObject location = check(graded.report(), "board.manhattan").getAsJsonObject("location");
        int mistake = lineOf(CompiledSubmission.FIXTURES.resolve("manhattan-ignores-abs-result/Board.java"),
                "Math.abs(rowDistance);");
        assertTrue(location.get("line").getAsInt() <= mistake && mistake <= location.get("endLine").getAsInt(),
                location.toString());

        JsonObject result = results(graded.sarif()).get(0).getAsJsonObject();
        assertEquals("board.manhattan", result.get("ruleId").getAsString());
        assertEquals("error", result.get("level").getAsString());
        Path board = CompiledSubmission.FIXTURES.resolve("manhattan-ignores-abs-result/Board.java").toAbsolutePath()
                .normalize();
        assertEquals(board.toUri().toString(), artifactUri(result));
        assertEquals(location.get("line"), region(result).get("startLine"));
        JsonObject rule = graded.sarif().getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonObject("tool")
                .getAsJsonObject("driver").getAsJsonArray("rules").get(0).getAsJsonObject();
        assertTrue(rule.getAsJsonObject("help").get("text").getAsString().contains("Why: "), rule.toString());

        Matcher command = annotation(graded.out(), "board.manhattan");
        assertEquals("error", command.group(1));
        assertEquals(board.toString(), command.group(2));
        assertEquals(location.get("line").getAsString(), command.group(3));
        String where = "Board.java:" + location.get("line").getAsInt() + " Board(int[][])";
        String cause = graded.out().substring(graded.out().indexOf("\n1. board.manhattan (costs "));
        assertTrue(cause.contains("\n    at: " + where + "\n"), "the cause's block: " + graded.out());
    }

    @Test
    void aBoardThatDoesNotCompileIsOneResultAtTheCompilersFirstError() throws Exception {
        Graded graded = grade("does-not-compile", "compile.*,board.manhattan");
        JsonObject error = graded.report().getAsJsonObject("compile").getAsJsonArray("diagnostics").get(0)
                .getAsJsonObject();
        JsonObject result = onlyError(graded.sarif());
        assertEquals("compile.board", result.get("ruleId").getAsString());
        assertEquals(error.get("line").getAsInt(), region(result).get("startLine").getAsInt());
        assertTrue(result.getAsJsonObject("message").get("text").getAsString().contains(error.get("message")
                .getAsString()), "the compiler's words: " + result);
        assertEquals(error.get("line").getAsString(), annotation(graded.out(), "compile.board").group(3));
    }

    @Test
    void aGlobalMoveCounterIsOneResultCarryingTheChecksChargedToIt() throws Exception {
        Graded graded = grade("global-move-counter", "compile.*,solver.*");
        JsonArray causes = graded.report().getAsJsonArray("causes");
        assertFalse(causes.isEmpty(), graded.out());
        assertEquals(causes.size(), errors(graded.sarif()).size(), "one error per cause: " + graded.sarif());
        for (JsonElement element : causes) {
            JsonObject cause = element.getAsJsonObject();
            JsonObject result = errors(graded.sarif()).stream().filter(r -> r.get("ruleId").getAsString()
                    .equals(cause.get("check").getAsString())).findFirst().orElseThrow();
            assertEquals(cause.getAsJsonArray("charges").asList().stream().map(c -> c.getAsJsonObject().get("check"))
                    .toList(), result.getAsJsonObject("properties").getAsJsonArray("charges").asList().stream()
                    .map(c -> c.getAsJsonObject().get("check")).toList());
            assertEquals(cause.get("points"), result.getAsJsonObject("properties").get("points"));
        }
    }

    @Test
    void aCauseWithNoLineIsOnTheFileOfTheClassItsCheckJudges() throws Exception {
        Path copy = Files.createDirectories(dir.resolve("no-hamming"));
        Path reference = CompiledSubmission.FIXTURES.resolve("correct-reference");
        Files.copy(reference.resolve("Solver.java"), copy.resolve("Solver.java"));
        String board = Files.readString(reference.resolve("Board.java"));
        String hamming = "    public int hamming() {\n        return hamming;\n    }\n\n";
        assertTrue(board.contains(hamming), "the sample's hamming()");
        Files.writeString(copy.resolve("Board.java"), board.replace(hamming, "").replace("board.hamming()", "0"));
        Graded graded = grade(copy, "compile.*,board.api.*");
        JsonObject cause = graded.report().getAsJsonArray("causes").get(0).getAsJsonObject();
        assertEquals("board.api.methods", cause.get("check").getAsString(), "a missing hamming(), no namesake");
        assertTrue(!cause.has("location") || cause.get("location").isJsonNull(), cause.toString());
        JsonObject result = onlyError(graded.sarif());
        assertTrue(artifactUri(result).endsWith("/no-hamming/Board.java"), result.toString());
        assertTrue(!location(result).has("region"), result.toString());
        Matcher command = annotation(graded.out(), "board.api.methods");
        assertTrue(command.group(2).endsWith("/no-hamming/Board.java"), command.group());
        assertNull(command.group(3), command.group());
    }

    @Test
    void aCauseKeepsItsFingerprintWhenLinesAreAddedAboveIt() throws Exception {
        Path copy = dir.resolve("manhattan-ignores-abs-result");
        Files.createDirectories(copy);
        for (String name : List.of("Board.java", "Solver.java")) {
            Files.copy(CompiledSubmission.FIXTURES.resolve("manhattan-ignores-abs-result").resolve(name),
                    copy.resolve(name));
        }
        JsonObject before = onlyError(grade(copy, "compile.*,board.manhattan").sarif());
        Path board = copy.resolve("Board.java");
        Files.writeString(board, "// one\n// two\n// three\n" + Files.readString(board));
        JsonObject after = onlyError(grade(copy, "compile.*,board.manhattan").sarif());
        assertEquals(region(before).get("startLine").getAsInt() + 3, region(after).get("startLine").getAsInt());
        assertEquals(before.get("partialFingerprints"), after.get("partialFingerprints"));
    }

    @Test
    void aCorrectSubmissionHasNoResults() throws Exception {
        Graded graded = grade("correct-reference", "compile.*,board.manhattan,board.hamming");
        assertEquals(0, results(graded.sarif()).size(), graded.sarif().toString());
        assertTrue(graded.out().lines().noneMatch(line -> line.startsWith("::")), graded.out());
    }

    private static JsonArray results(JsonObject sarif) {
        return sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results");
    }

    private static List<JsonObject> errors(JsonObject sarif) {
        return results(sarif).asList().stream().map(JsonElement::getAsJsonObject)
                .filter(result -> result.get("level").getAsString().equals("error")).toList();
    }

    private static JsonObject onlyError(JsonObject sarif) {
        List<JsonObject> errors = errors(sarif);
        assertEquals(1, errors.size(), sarif.toString());
        return errors.get(0);
    }

    private static JsonObject location(JsonObject result) {
        return result.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation");
    }

    private static String artifactUri(JsonObject result) {
        return location(result).getAsJsonObject("artifactLocation").get("uri").getAsString();
    }

    private static JsonObject region(JsonObject result) {
        return location(result).getAsJsonObject("region");
    }

    private static JsonObject check(JsonObject report, String id) {
        for (JsonElement check : report.getAsJsonArray("checks")) {
            if (check.getAsJsonObject().get("id").getAsString().equals(id)) {
                return check.getAsJsonObject();
            }
        }
        throw new AssertionError("no check " + id);
    }

    /** Returns the workflow command titled {@code title}, checked against the syntax GitHub parses. */
    private static Matcher annotation(String out, String title) {
        for (String line : out.split("\n")) {
            Matcher command = COMMAND.matcher(line);
            if (line.startsWith("::") && command.matches() && command.group(5).equals(title)) {
                return command;
            }
        }
        throw new AssertionError("no workflow command titled " + title + " in\n" + out);
    }

    private static int lineOf(Path source, String text) throws Exception {
        List<String> lines = Files.readAllLines(source);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(source + " has no " + text);
    }
}
