package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Location;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The location of a mistake fixture's cause is the method that holds the mistake: its lines, read from the class
 * file's line table, take in the line of the fixture's source where the mistake is. Where manhattan() only returns
 * a field, that is the constructor, which computes it.
 */
class LocationsTests {
    @TempDir
    Path scratch;

    @ParameterizedTest(name = "{0}: {1} at {3}")
    @CsvSource(delimiter = '|', value = {
        "manhattan-ignores-abs-result | board.manhattan      | Board.java | Board(int[][]) | Math.abs(rowDistance);",
        "manhattan-row-column-swapped | board.manhattan      | Board.java | Board(int[][]) | Math.abs(goalRow - j) + Math.abs(goalCol - i)",
        "neighbors-off-by-one-right   | board.neighbors.set  | Board.java | neighbors() | if (col < n - 2) {",
        "equals-throws-on-null        | board.equals.null    | Board.java | equals(Object) | if (other.getClass() != getClass()) {",
        "aliasing-constructor         | board.defensive-copy | Board.java | Board(int[][]) | this.tiles = tiles;",
        "princeton-coursera-static-dimension | board.two-sizes | Board.java | Board(int[][]) | dimension = tiles.length;",
        "static-blank-position        | board.two-same-size  | Board.java | Board(int[][]) | blankRow = br;",
        "moves-in-static-field        | solver.reference-board.two-at-once | Solver.java | Solver(Board) | moves = node.moves;",
    })
    void aFixturesCauseIsTheMethodThatHoldsItsMistake(String fixture, String check, String file, String method,
            String mistake) throws Exception {
        Path folder = CompiledSubmission.FIXTURES.resolve(fixture);
        assertTrue(failing(folder).contains(check), fixture + "'s expected.json names " + check + " failing");
        int mistakeLine = lineOf(folder.resolve(file), mistake);

        Location location = locations(folder).of(check).orElseThrow();

        assertEquals(file, location.file());
        assertEquals(method, location.method());
        assertTrue(location.line() <= mistakeLine && mistakeLine <= location.endLine(),
                location + " to line " + location.endLine() + " takes in the mistake on line " + mistakeLine);
        assertTrue(location.endLine() - location.line() < 40, "one method's lines, not the class's: " + location);
    }

    @Test
    void aCheckOfNoOneMethodHasNoLocation() throws Exception {
        Locations locations = locations(CompiledSubmission.FIXTURES.resolve("manhattan-ignores-abs-result"));

        assertEquals(Optional.empty(), locations.of("board.api.methods"));
        assertEquals(Optional.empty(), locations.of("timing.solver.work"));
        assertEquals(Optional.empty(), locations.of("board.twin.valid"), "this course's Board has no twin()");
    }

    @Test
    void theMethodTheEvidenceNamesIsFinerThanTheCheckOfManyCalls() throws Exception {
        Path folder = CompiledSubmission.FIXTURES.resolve("neighbors-off-by-one-right");
        Locations locations = locations(folder);
        int neighbors = lineOf(folder.resolve("Board.java"), "if (col < n - 2) {");

        Location location = locations.of("board.repeated-calls", "Board.neighbors()").orElseThrow();

        assertEquals("neighbors()", location.method());
        assertTrue(location.line() <= neighbors && neighbors <= location.endLine(), location.toString());
        assertEquals(Optional.empty(), locations.of("board.repeated-calls"), "no evidence, no one method");
        assertEquals(Optional.empty(), locations.of("board.repeated-calls", "neighbors"), "not a method: no guess");
        assertEquals(Optional.empty(), locations.of("board.repeated-calls", "Board.twin()"), "no such method");
    }

    @Test
    void aStaticFieldThatNoOtherMethodReadsIsNoLocation() throws Exception {
        Path folder = Files.createDirectories(scratch.resolve("counter"));
        Files.writeString(folder.resolve("Board.java"), """
                public class Board {
                    private static int made;
                    private static int n;
                    private final int[][] tiles;

                    public Board(int[][] tiles) {
                        made++;
                        this.tiles = tiles;
                    }

                    public static void main(String[] args) {
                        n = 3;
                        System.out.println(made + " " + n);
                    }
                }
                """);

        assertEquals(Optional.empty(), locations(folder).of("board.two-sizes"),
                "a count of boards made, read by no answer, and a static field set in main() alone");
    }

    @Test
    void aBoardThatDoesNotCompileIsLocatedAtTheCompilersFirstError() throws Exception {
        Path folder = CompiledSubmission.FIXTURES.resolve("does-not-compile");
        Locations locations = locations(folder);
        CompileResult compiled = compile(folder);

        Location location = locations.of("compile.board").orElseThrow();

        assertEquals(compiled.diagnostics().get(0).line(), location.line());
        assertEquals("Board.java", location.file());
        assertEquals(Optional.empty(), locations.of("board.manhattan"), "no class file, no location");
    }

    private Locations locations(Path folder) throws Exception {
        Submission submission = SourceLocator.locate(List.of(folder));
        return Locations.of(submission, compile(folder));
    }

    private CompileResult compile(Path folder) throws Exception {
        Path output = Files.createTempDirectory(scratch, "classes");
        return new StudentCompiler(List.of()).compile(SourceLocator.locate(List.of(folder)), output);
    }

    private static List<String> failing(Path folder) throws Exception {
        return JsonParser.parseString(Files.readString(folder.resolve("expected.json"))).getAsJsonObject()
                .getAsJsonArray("failing").asList().stream().map(element -> element.getAsString()).toList();
    }

    private static int lineOf(Path source, String text) throws Exception {
        List<String> lines = Files.readAllLines(source);
        List<Integer> found = java.util.stream.IntStream.range(0, lines.size())
                .filter(i -> lines.get(i).contains(text)).boxed().toList();
        assertEquals(1, found.size(), source + " has '" + text + "' on exactly one line: " + found);
        return found.get(0) + 1;
    }
}
