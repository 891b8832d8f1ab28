package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import npuzzle.grader.report.ReportSchema;
import npuzzle.grader.report.SarifSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code check --sarif} and {@code --github-annotations} on fixture submissions: the SARIF log validates against the
 * SARIF 2.1.0 schema, and each result and workflow command names the lines the JSON report locates.
 */
class FeedbackFormatsTests {
    private static final Pattern COMMAND = Pattern.compile(
            "^::(error|notice) (?:file=([^,:]+),(?:line=(\\d+),endLine=(\\d+),)?)?title=([^:]+)::(.+)$");

    @TempDir
    Path dir;

    private record Graded(String out, JsonObject report, JsonObject sarif) {
    }

    private Graded grade(String fixture, String only) throws Exception {
        Path json = dir.resolve(fixture + ".json");
        Path sarif = dir.resolve(fixture + ".sarif");
        StringWriter out = new StringWriter();
        GraderCli.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "check",
                CompiledSubmission.FIXTURES.resolve(fixture).toString(), "--only", only, "--no-style", "--json",
                json.toString(), "--sarif", sarif.toString(), "--github-annotations", "--no-color");
        String report = Files.readString(json);
        String log = Files.readString(sarif);
        assertEquals(List.of(), ReportSchema.problems(report));
        assertEquals(List.of(), SarifSchema.problems(log), log);
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
        JsonObject physical = result.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation");
        assertEquals("Board.java", physical.getAsJsonObject("artifactLocation").get("uri").getAsString());
        assertEquals(location.get("line"), physical.getAsJsonObject("region").get("startLine"));
        JsonObject rule = graded.sarif().getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonObject("tool")
                .getAsJsonObject("driver").getAsJsonArray("rules").get(0).getAsJsonObject();
        assertTrue(rule.getAsJsonObject("help").get("text").getAsString().contains("Why: "), rule.toString());

        Matcher command = annotation(graded.out(), "board.manhattan");
        assertEquals("error", command.group(1));
        assertEquals("Board.java", command.group(2));
        assertEquals(location.get("line").getAsString(), command.group(3));
        String where = "Board.java:" + location.get("line").getAsInt() + " Board(int[][])";
        String cause = graded.out().substring(graded.out().indexOf("\n1. board.manhattan (costs "));
        assertTrue(cause.contains("\n    at: " + where + "\n"), "the cause's block: " + graded.out());
    }

    @Test
    void aBoardThatDoesNotCompileIsAnnotatedAtTheCompilersFirstError() throws Exception {
        Graded graded = grade("does-not-compile", "compile.*,board.manhattan");
        int line = graded.report().getAsJsonObject("compile").getAsJsonArray("diagnostics").get(0).getAsJsonObject()
                .get("line").getAsInt();
        JsonObject javac = results(graded.sarif()).get(0).getAsJsonObject();
        assertEquals("javac", javac.get("ruleId").getAsString());
        assertEquals(line, javac.getAsJsonArray("locations").get(0).getAsJsonObject()
                .getAsJsonObject("physicalLocation").getAsJsonObject("region").get("startLine").getAsInt());
        assertEquals(String.valueOf(line), annotation(graded.out(), "compile.board").group(3));
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
