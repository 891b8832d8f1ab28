package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import npuzzle.grader.report.CodeScanningRules;
import npuzzle.grader.report.SarifSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader check proj --sarif ... --github-annotations} run from the folder that holds {@code proj}, as a
 * workflow runs it from the repository's root: the SARIF log's files and the annotations' are named from there
 * ({@code proj/src/Solver.java}), which is where code scanning and GitHub's annotations look for them, and the log is
 * one code scanning accepts.
 */
class CodeScanningEndToEndTests {
    @TempDir
    Path work;

    @Test
    void filesAreNamedFromTheWorkingDirectory() throws Exception {
        Path sources = Files.createDirectories(work.resolve("proj").resolve("src"));
        for (String name : List.of("Board.java", "Solver.java")) {
            Files.copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve("global-move-counter").resolve(name),
                    sources.resolve(name));
        }
        GraderProcess.Result run = GraderProcess.run(work, "check", "proj", "--only", "compile.*,solver.*",
                "--no-style", "--no-color", "--sarif", "report.sarif", "--github-annotations");
        assertEquals(1, run.exitCode(), run.output());
        List<String> annotations = run.output().lines().filter(line -> line.startsWith("::")).toList();
        assertFalse(annotations.isEmpty(), run.output());
        annotations.forEach(line -> assertTrue(line.contains(" file=proj/src/Solver.java,")
                || line.contains(" file=proj/src/Board.java,"), line));

        String log = Files.readString(work.resolve("report.sarif"));
        assertEquals(List.of(), SarifSchema.problems(log), log);
        assertEquals(List.of(), CodeScanningRules.problems(log), log);
        JsonObject sarifRun = JsonParser.parseString(log).getAsJsonObject().getAsJsonArray("runs").get(0)
                .getAsJsonObject();
        assertEquals(work.toRealPath().toUri().toString(), sarifRun.getAsJsonObject("originalUriBaseIds")
                .getAsJsonObject("SRCROOT").get("uri").getAsString());
        for (JsonElement result : sarifRun.getAsJsonArray("results")) {
            JsonObject artifact = result.getAsJsonObject().getAsJsonArray("locations").get(0).getAsJsonObject()
                    .getAsJsonObject("physicalLocation").getAsJsonObject("artifactLocation");
            assertTrue(artifact.get("uri").getAsString().matches("proj/src/(Board|Solver)\\.java"), result.toString());
            assertEquals("SRCROOT", artifact.get("uriBaseId").getAsString());
        }
    }
}
