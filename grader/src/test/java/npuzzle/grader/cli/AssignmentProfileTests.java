package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.pipeline.GradingConfigReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The version of the assignment: read from the config and --assignment, its rubric, and the hint when none fits. */
class AssignmentProfileTests {
    private static final String COURSERA_BOARD = """
            public class Board {
                // public int size() is what this course calls it
                public Board(int[][] tiles) { }
                public int dimension() { return 3; }
                public Board twin() { return this; }
                public String toString() { return "public int size() { }"; }
            }
            """;

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

    private GradingConfig config(String fields) throws Exception {
        return GradingConfigReader.read(Files.writeString(dir.resolve("grading.json"),
                "{\"schema\": \"npuzzle-grader/config/1\"" + fields + "}"));
    }

    @Test
    void theConfigNamesTheAssignmentAndItsConventionHoldsUnlessTheConfigSetsOne() throws Exception {
        GradingConfig coursera = config(", \"assignment\": \"princeton-coursera\"");
        assertEquals(Optional.of(Assignment.PRINCETON_COURSERA), coursera.assignment());
        assertEquals(SolutionConvention.INCLUDES_INITIAL, coursera.convention());
        GradingConfig set = config(", \"assignment\": \"princeton-cos226-tileat\", \"solutionConvention\": \"after-initial\"");
        assertEquals(Assignment.PRINCETON_COS226_TILEAT, set.assignmentOrDefault());
        assertEquals(SolutionConvention.AFTER_INITIAL, set.convention());
        assertEquals(SolutionConvention.AFTER_INITIAL, set.withAssignment(Assignment.PRINCETON_COURSERA).convention());
    }

    @Test
    void withoutAnAssignmentItIsThisCoursesAndTheCommandLineWins() throws Exception {
        GradingConfig none = config("");
        assertEquals(Optional.empty(), none.assignment());
        assertEquals(Assignment.UMB_CS210, none.assignmentOrDefault());
        assertEquals(SolutionConvention.AFTER_INITIAL, none.convention());
        GradingConfig chosen = config(", \"assignment\": \"umb-cs210\"").withAssignment(Assignment.PRINCETON_COURSERA);
        assertEquals(Assignment.PRINCETON_COURSERA, chosen.assignmentOrDefault());
        assertEquals(SolutionConvention.INCLUDES_INITIAL, chosen.convention());
        assertEquals(Optional.empty(), GradingConfig.DEFAULTS.assignment());
    }

    @Test
    void anUnknownAssignmentNamesTheFieldAndTheVersions() throws Exception {
        Path file = Files.writeString(dir.resolve("bad.json"),
                "{\"schema\": \"npuzzle-grader/config/1\", \"assignment\": \"coursera\"}");
        String message = assertThrows(GradingConfigReader.ConfigException.class, () -> GradingConfigReader.read(file))
                .getMessage();
        assertTrue(message.contains("assignment: expected one of umb-cs210 | princeton-coursera | "
                + "princeton-cos226-tileat | berkeley-cs61b, got \"coursera\""), message);
        Run run = grader("check", dir.toString(), "--assignment", "coursera");
        assertEquals(ExitCodes.USAGE, run.status());
        assertEquals("grader: --assignment coursera: expected one of umb-cs210 | princeton-coursera | "
                + "princeton-cos226-tileat | berkeley-cs61b", run.err().strip());
    }

    @Test
    void eachVersionListsItsOwnChecks() {
        List<String> course = grader("check", dir.toString(), "--list-checks").out().lines()
                .map(line -> line.split(" ")[0]).toList();
        List<String> coursera = grader("check", dir.toString(), "--list-checks", "--assignment", "princeton-coursera")
                .out().lines().map(line -> line.split(" ")[0]).toList();
        List<String> cos226 = grader("check", dir.toString(), "--list-checks", "--assignment",
                "princeton-cos226-tileat").out().lines().map(line -> line.split(" ")[0]).toList();
        assertTrue(course.containsAll(List.of("board.size", "board.tile-at", "board.solvable.odd", "board.to-string",
                "solver.unsolvable", "solver.messages")), course.toString());
        assertFalse(course.stream().anyMatch(id -> id.startsWith("board.twin.") || id.equals("board.dimension")
                || id.equals("solver.solvable") || id.equals("board.to-string.size-line")), course.toString());
        assertTrue(coursera.containsAll(List.of("board.dimension", "board.twin.valid", "board.twin.same-every-call",
                "board.to-string.size-line", "solver.solvable", "solver.unsolvable.answers", "solver.null")),
                coursera.toString());
        assertFalse(coursera.stream().anyMatch(id -> id.startsWith("board.solvable.") || id.equals("board.size")
                || id.equals("board.tile-at") || id.equals("board.to-string") || id.equals("solver.unsolvable")
                || id.equals("timing.board.tile-at")), coursera.toString());
        assertTrue(cos226.containsAll(List.of("board.size", "board.tile-at", "board.solvable.even",
                "board.to-string.size-line", "solver.unsolvable")), cos226.toString());
        assertFalse(cos226.stream().anyMatch(id -> id.startsWith("board.twin.") || id.equals("board.to-string")
                || id.equals("solver.solvable") || id.equals("solver.messages")), cos226.toString());
    }

    @Test
    void aCourseraBoardGradedWithoutAnAssignmentGetsOneLineNamingTheVersion() throws Exception {
        Path submission = Files.createDirectories(dir.resolve("coursera"));
        Files.writeString(submission.resolve("Board.java"), COURSERA_BOARD);
        Run run = grader("check", submission.toString(), "--no-color");
        assertEquals(ExitCodes.USAGE, run.status());
        assertEquals("", run.out());
        assertEquals(List.of("grader: Board.java has the princeton-coursera API (dimension() and twin(), no size()), "
                + "not umb-cs210's: grade it with --assignment princeton-coursera (or \"assignment\": "
                + "\"princeton-coursera\" in the config)"), run.err().lines().toList());
    }

    /** A clone of CS 61B's skeleton with spring 2017's hw3 beside hw4: the hint, not "found 2 files named Board.java". */
    @Test
    void aCs61bSkeletonCloneGradedWithoutAnAssignmentGetsTheLineNamingTheVersion() throws Exception {
        for (String hw : List.of("hw3", "hw4")) {
            Path puzzle = Files.createDirectories(dir.resolve("skeleton-sp18/" + hw + "/" + hw + "/puzzle"));
            Files.writeString(puzzle.resolve("Board.java"), "package " + hw + ".puzzle;\n"
                    + "public class Board implements WorldState { }\n");
        }
        Run run = grader("check", dir.resolve("skeleton-sp18").toString(), "--no-color");
        assertEquals(ExitCodes.USAGE, run.status());
        assertEquals(List.of("grader: Board.java has the berkeley-cs61b API (implements WorldState), not umb-cs210's: "
                + "grade it with --assignment berkeley-cs61b (or \"assignment\": \"berkeley-cs61b\" in the config)"),
                run.err().lines().toList());
    }

    @Test
    void aBoardWithSizeIsGradedAsThisCoursesWithoutTheHint() throws Exception {
        Path submission = Files.createDirectories(dir.resolve("both"));
        Files.writeString(submission.resolve("Board.java"), COURSERA_BOARD.replace(
                "public int dimension()", "public int size() { return 3; }\n    public int dimension()"));
        Run run = grader("check", submission.toString(), "--no-color", "--only", "compile.board");
        assertFalse(run.err().contains("--assignment"), run.err());
        assertEquals(ExitCodes.OK, run.status(), run.out() + run.err());
    }
}
