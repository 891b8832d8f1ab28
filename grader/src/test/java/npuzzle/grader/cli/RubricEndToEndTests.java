package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.IdGlob;
import npuzzle.grader.pipeline.ParentChecks;
import npuzzle.grader.report.ReportSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real rubric's compile, API, correctness and safety checks, run by {@code grader check} in a child JVM, give a
 * correct submission full marks. (Timing and memory checks belong to their own issue and its tests.)
 */
class RubricEndToEndTests {
    @TempDir
    Path dir;

    @Test
    void aCorrectSubmissionGetsFullMarksOnEveryCheck() throws Exception {
        String only = "compile.*,board.*,solver.*,safety.*";
        Path submission = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"))
                .resolve("correct-reference");
        Path json = dir.resolve("report.json");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), "check", submission.toString(),
                "--json", json.toString(), "--quiet", "--only", only);
        assertEquals(ExitCodes.OK, status, out + "\n" + err);

        String text = Files.readString(json);
        assertEquals(List.of(), ReportSchema.problems(text));
        JsonObject report = JsonParser.parseString(text).getAsJsonObject();
        assertEquals(report.get("maxScore").getAsDouble(), report.get("score").getAsDouble(), out.toString());
        List<String> notPassed = new ArrayList<>();
        report.getAsJsonArray("checks").forEach(check -> {
            String result = check.getAsJsonObject().get("status").getAsString();
            if (!result.equals("passed") && !result.equals("skipped")) {
                notPassed.add(check.getAsJsonObject().get("id").getAsString() + " " + result);
            }
        });
        assertEquals(List.of(), notPassed);
        IdGlob glob = new IdGlob(only);
        long selected = CheckCatalog.discover(List.of()).stream().filter(check -> glob.matches(check.id()))
                .filter(check -> Assignment.DEFAULT.applies(check.id())).count();
        assertTrue(selected > 40, "the rubric has " + selected + " such checks");
        long parents = ParentChecks.ALL.stream().filter(check -> glob.matches(check.id())).count();
        assertEquals(selected + parents, report.getAsJsonArray("checks").size());
    }
}
