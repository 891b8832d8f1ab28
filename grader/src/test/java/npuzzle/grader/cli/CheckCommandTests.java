package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.batch.TestArchives;
import npuzzle.grader.report.ReportSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTests {
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run grader(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private Path submission(String name, String board, String solver) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        if (board != null) {
            Files.writeString(folder.resolve("Board.java"), board);
        }
        if (solver != null) {
            Files.writeString(folder.resolve("Solver.java"), solver);
        }
        return folder;
    }

    /** Returns each check's status in the JSON report, after checking the report against the schema. */
    private static Map<String, String> statuses(Path json) throws Exception {
        String text = Files.readString(json);
        assertEquals(List.of(), ReportSchema.problems(text));
        Map<String, String> statuses = new TreeMap<>();
        JsonParser.parseString(text).getAsJsonObject().getAsJsonArray("checks").forEach(check -> {
            JsonObject object = check.getAsJsonObject();
            statuses.put(object.get("id").getAsString(), object.get("status").getAsString());
        });
        return statuses;
    }

    @Test
    void aSubmissionIsGradedAndTheReportWritten() throws Exception {
        Path sub = submission("alice", FixtureSubmission.CLEAN_BOARD, FixtureSubmission.SOLVER);
        Path json = dir.resolve("out/report.json");
        Files.createDirectories(json.getParent());
        Run run = grader("check", sub.toString(), "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes,fixture.fails-with-details,fixture.reference-board,fixture.skipped",
                "--json", json.toString(), "--seed", "5");
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        assertEquals(Map.of("compile.board", "passed", "compile.solver", "passed", "fixture.passes", "passed",
                "fixture.fails-with-details", "failed", "fixture.reference-board", "passed", "fixture.skipped",
                "skipped"), statuses(json));
        // 3 of 4 inputs of a 1-point check, and the skipped check is not graded
        assertTrue(run.out().contains("Score: 7.75 / 8.00\n"), run.out());
        assertTrue(run.out().startsWith("Assessment summary (alice, seed 5)\n  compile      2/2 passed"), run.out());
        assertTrue(run.out().contains("\nWhere the points went (1 cause):\n\n1. fixture.fails-with-details (costs 0.25 "
                + "points)\n    hamming() is wrong on 1 of 4 boards\n"), run.out());
        assertTrue(run.out().contains("\n    more: grader explain fixture.fails-with-details\n"), run.out());
        assertFalse(run.out().contains("also failed because of it"), "a cause that cost only its own check's points "
                + "lists nothing else: " + run.out());
        assertTrue(run.out().contains("\nNot graded: fixture.skipped (--every-check says why)\n"), run.out());
        assertFalse(run.out().contains("FAILED "), "a check charged to a cause is a line under it: " + run.out());
        assertFalse(run.out().contains("grader explain fixture.skipped"), "a skipped check was not graded");
        assertFalse(run.out().contains("\u001b["), "no colour when not on a terminal");

        Run every = grader("check", sub.toString(), "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes,fixture.fails-with-details,fixture.skipped", "--seed", "5", "--every-check");
        String blocks = every.out().substring(every.out().indexOf("\nEvery check that did not pass:\n"));
        assertTrue(blocks.contains("\nFAILED fixture.fails-with-details: "), every.out());
        assertTrue(blocks.contains("\nSKIPPED fixture.skipped: needs a Solver (not graded)"), every.out());
        assertFalse(blocks.contains("FAILED fixture.passes"), every.out());
    }

    @Test
    void aBoardTheScanFlagsIsNotRunButTheSolverIsStillGradedOnTheReferenceBoard() throws Exception {
        Path sub = submission("hal", FixtureSubmission.BOARD, FixtureSubmission.SOLVER);
        Path json = dir.resolve("hal.json");
        Run run = grader("check", sub.toString(), "--check-class", PIPELINE, "--only",
                "compile.*,safety.*,fixture.passes,fixture.reference-board", "--json", json.toString());
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        assertEquals(Map.of("compile.board", "passed", "compile.solver", "passed", "safety.forbidden-api", "failed",
                "fixture.passes", "error", "fixture.reference-board", "passed"), statuses(json));
        assertTrue(run.out().contains("use(s) of APIs the policy does not allow:\n    Board "), run.out());
        assertTrue(run.out().contains("Board exit (line 16) uses java/lang/System.exit(I)V"), run.out());
    }

    @Test
    void aSolverThatDoesNotCompileStillLetsTheBoardBeGraded() throws Exception {
        Path sub = submission("bob", FixtureSubmission.CLEAN_BOARD, FixtureSubmission.SOLVER.replace("hamming()",
                "hamming"));
        Path json = dir.resolve("bob.json");
        Run run = grader("check", sub.toString(), "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes,fixture.reference-board", "--json", json.toString());
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        assertEquals(Map.of("compile.board", "passed", "compile.solver", "failed", "fixture.passes", "passed",
                "fixture.reference-board", "error"), statuses(json));
        assertTrue(run.out().contains("Solver.java did not compile\n    Solver.java:4:"), run.out());
    }

    @Test
    void onlyPassingChecksExitWithZero() throws Exception {
        Path sub = submission("carol", FixtureSubmission.CLEAN_BOARD, FixtureSubmission.SOLVER);
        Run run = grader("check", sub.toString(), "--check-class", PIPELINE, "--only", "compile.*", "--quiet");
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
        assertEquals("Assessment summary (carol, seed 1)\n  compile      2/2 passed    5.00 / 5.00\n"
                + "Score: 5.00 / 5.00\n", run.out());
    }

    @Test
    void nothingGradableExitsWithTwoAndStillWritesAValidReport() throws Exception {
        Path broken = submission("dan", FixtureSubmission.CLEAN_BOARD.replace("return tiles.length;", "return tile;"),
                FixtureSubmission.SOLVER);
        Path json = dir.resolve("dan.json");
        Path gradescope = dir.resolve("results/results.json");
        Files.createDirectories(gradescope.getParent());
        Run run = grader("check", broken.toString(), "--check-class", PIPELINE, "--json", json.toString(),
                "--gradescope", gradescope.toString(), "--junit-xml", dir.resolve("dan.xml").toString(),
                "--markdown", dir.resolve("dan.md").toString());
        assertEquals(ExitCodes.USAGE, run.status(), run.out() + run.err());
        assertEquals("grader: nothing to grade: Board.java did not compile\n", run.err());
        Map<String, String> statuses = statuses(json);
        assertEquals("failed", statuses.get("compile.board"));
        assertEquals("failed", statuses.get("fixture.passes"));
        // Gradescope, CI and the summary page still learn why: a zero score with the compiler's message
        JsonObject results = JsonParser.parseString(Files.readString(gradescope)).getAsJsonObject();
        assertEquals(0, results.get("score").getAsDouble());
        assertTrue(results.get("output").getAsString().contains("Board.java:"), results.toString());
        assertTrue(Files.readString(dir.resolve("dan.xml")).contains("<failure message=\"Board.java did not "
                + "compile"), Files.readString(dir.resolve("dan.xml")));
        assertTrue(Files.readString(dir.resolve("dan.md")).contains("FAILED <code>compile.board</code>"));

        Path empty = submission("erin", null, FixtureSubmission.SOLVER);
        Run none = grader("check", empty.toString(), "--check-class", PIPELINE);
        assertEquals(ExitCodes.USAGE, none.status());
        assertEquals("grader: nothing to grade: Board.java was not found\n", none.err());
    }

    @Test
    void listChecksNamesTheChecksWithoutGradingAnything() {
        Run run = grader("check", "--list-checks", "--check-class", PIPELINE, "--only", "compile.*,fixture.p*");
        assertEquals(ExitCodes.OK, run.status(), run.err());
        List<String> ids = new ArrayList<>();
        run.out().lines().forEach(line -> ids.add(line.split(" +")[0]));
        assertEquals(List.of("compile.board", "compile.solver", "fixture.plain-assertion", "fixture.passes",
                "fixture.prints"), ids);
    }

    @Test
    void anArchiveIsGradedAsTheFolderItHoldsAndABadOneIsAClearUsageError() throws Exception {
        Path zip = TestArchives.zip(dir.resolve("submission.zip"), Map.of("alice/Board.java",
                FixtureSubmission.CLEAN_BOARD.getBytes(StandardCharsets.UTF_8), "alice/Solver.java",
                FixtureSubmission.SOLVER.getBytes(StandardCharsets.UTF_8)), false);
        Run run = grader("check", zip.toString(), "--check-class", PIPELINE, "--only", "compile.*,fixture.passes");
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
        assertTrue(run.out().startsWith("Assessment summary (submission, seed 1)"), run.out());
        try (var left = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            assertFalse(left.anyMatch(file -> file.getFileName().toString().startsWith("npuzzle-grader-")
                    && Files.exists(file.resolve("0/submission/alice"))), "the unpacked copy is deleted");
        }

        Map<String, String> refused = Map.of(
                "cut.zip", "cut.zip: a damaged zip archive (Archive is not a ZIP archive): upload it again",
                "carol.rar", "carol.rar: RAR archives are not read; submit a .zip (the grader reads .zip, .jar, .tar, "
                        + ".tar.gz and .tgz)",
                "notes.txt", "notes.txt: not a folder, an archive or a .java file");
        Files.write(dir.resolve("cut.zip"), java.util.Arrays.copyOf(Files.readAllBytes(zip), 40));
        Files.write(dir.resolve("carol.rar"), "Rar!\u001a\u0007\u0000...".getBytes(StandardCharsets.UTF_8));
        Files.writeString(dir.resolve("notes.txt"), "notes");
        for (Map.Entry<String, String> bad : refused.entrySet()) {
            Run badRun = grader("check", dir.resolve(bad.getKey()).toString(), "--check-class", PIPELINE);
            assertEquals(ExitCodes.USAGE, badRun.status(), badRun.err());
            assertTrue(badRun.err().startsWith("grader: ") && badRun.err().endsWith(bad.getValue() + "\n")
                    && badRun.err().lines().count() == 1, badRun.err());
        }
    }

    @Test
    void usageErrorsExitWithTwo() throws Exception {
        Run unknown = grader("check", "--frobnicate");
        assertEquals(ExitCodes.USAGE, unknown.status());
        assertTrue(unknown.err().contains("Unknown option: '--frobnicate'"), unknown.err());
        assertEquals(ExitCodes.USAGE, grader().status());
        Run nothing = grader("check", dir.toString(), "--check-class", PIPELINE, "--only", "no.such.*");
        assertEquals(ExitCodes.USAGE, nothing.status());
        assertEquals("grader: no check matches --only no.such.* (see --list-checks)\n", nothing.err());
        Run missing = grader("check", dir.resolve("missing").toString(), "--check-class", PIPELINE);
        assertEquals(ExitCodes.USAGE, missing.status());
        assertTrue(missing.err().endsWith("missing: no such file or folder\n"), missing.err());
        Run badJava = grader("check", dir.toString(), "--java", dir.resolve("no-java").toString());
        assertEquals(ExitCodes.USAGE, badJava.status());
        assertTrue(badJava.err().endsWith("no-java: not an executable file\n"), badJava.err());
        Run version = grader("--version");
        assertEquals(ExitCodes.OK, version.status());
        assertTrue(version.out().startsWith("npuzzle-grader "), version.out());
    }
}
