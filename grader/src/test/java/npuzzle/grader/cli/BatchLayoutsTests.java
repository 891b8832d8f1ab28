package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.FixtureSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader batch} on the exports of the platforms that are not plain folders: Gradescope's (submission
 * folders beside {@code submission_metadata.yml}, written by Ruby, a group submission among them) and a folder of
 * GitHub Classroom clones; each detected, or forced with {@code --layout}.
 */
class BatchLayoutsTests {
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private Run batch(String... extra) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> args = new ArrayList<>(List.of("batch", dir.resolve("class").toString(), "--out",
                dir.resolve("grades").toString(), "--jobs", "2", "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes"));
        args.addAll(List.of(extra));
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void aGradescopeExportIsGradedPerSubmissionWithItsSubmittersInTheGradebook() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        try (InputStream metadata = getClass().getResourceAsStream("/npuzzle/grader/batch/submission_metadata.yml")) {
            Files.copy(metadata, root.resolve("submission_metadata.yml"));
        }
        submission(root.resolve("submission_291847201"), FixtureSubmission.CLEAN_BOARD);
        submission(root.resolve("submission_291847388"), FixtureSubmission.CLEAN_BOARD);
        submission(root.resolve("submission_291849915"), "class Board {");

        Run run = batch();
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("3 submissions in " + root + " (layout: gradescope, detected)"), run.err());
        List<String> rows = Files.readAllLines(dir.resolve("grades/summary.csv"));
        assertTrue(rows.get(0).startsWith("id,name,sid,email,state,score"), rows.get(0));
        assertTrue(rows.get(1).startsWith("submission_291847201,Ada Lovelace,1001,ada@example.edu,graded,6.00,"),
                rows.get(1));
        assertTrue(rows.get(2).startsWith("submission_291847388,Grace Hopper; Alan Turing,1002; 1003,"
                + "grace@example.edu; alan@example.edu,graded,6.00,"), rows.get(2));
        assertTrue(rows.get(3).startsWith("submission_291849915,Edsger Dijkstra,1004,edsger@example.edu,graded,0.00,"),
                rows.get(3));
    }

    @Test
    void aBrokenGradescopeMetadataFileIsNamedWithItsLine() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        Files.writeString(root.resolve("submission_metadata.yml"), "submission_1:\n  :submitters:\n  - :name: [\n");
        submission(root.resolve("submission_1"), FixtureSubmission.CLEAN_BOARD);
        Run run = batch();
        assertEquals(ExitCodes.USAGE, run.status());
        assertTrue(run.err().matches("(?s).*submission_metadata.yml:\\d+: not YAML.*"), run.err());
    }

    @Test
    void classroomClonesAreNamedByLoginAndPlainFoldersKeepTheirNames() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        for (String login : List.of("ada-l", "grace")) {
            Path clone = root.resolve("8puzzle-" + login);
            submission(clone, FixtureSubmission.CLEAN_BOARD);
            Files.createDirectories(clone.resolve(".git"));
        }
        Run run = batch();
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("(layout: classroom, detected)"), run.err());
        List<String> rows = Files.readAllLines(dir.resolve("grades/summary.csv"));
        assertEquals(List.of("ada-l", "grace"), rows.subList(1, 3).stream().map(row -> row.split(",")[0]).toList());
        assertTrue(Files.isRegularFile(dir.resolve("grades/ada-l/report.json")));

        Run forced = batch("--layout", "folders");
        assertTrue(forced.err().contains("(layout: folders)"), forced.err());
        List<String> named = Files.readAllLines(dir.resolve("grades/summary.csv"));
        assertEquals("8puzzle-ada-l", named.get(1).split(",")[0]);

        Run wrong = batch("--layout", "blackboard");
        assertEquals(ExitCodes.USAGE, wrong.status());
        assertTrue(wrong.err().contains("expected folders, gradescope or classroom"), wrong.err());
    }

    private static void submission(Path folder, String board) throws IOException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("Board.java"), board);
        Files.writeString(folder.resolve("Solver.java"), FixtureSubmission.SOLVER);
    }
}
