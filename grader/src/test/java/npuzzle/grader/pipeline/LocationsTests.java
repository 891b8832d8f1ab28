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

    /**
     * Where the evidence picks the lines a fix edits, the location is those lines with the first one's text: the
     * constructor's store of the array it was given (or its shallow clone), the declarations of static fields that
     * one method sets and another reads.
     */
    @ParameterizedTest(name = "{0}: {1} at {3}")
    @CsvSource(delimiter = '|', value = {
        "aliasing-constructor         | board.defensive-copy | Board.java | this.tiles = tiles; | this.tiles = tiles;",
        "constructor-shallow-clone    | board.defensive-copy | Board.java | this.tiles = tiles.clone(); | this.tiles = tiles.clone();",
        "princeton-coursera-static-dimension | board.two-sizes | Board.java | private static int dimension; | private static String format;",
        "static-blank-position        | board.two-same-size  | Board.java | private static int blankRow; | private static int blankCol;",
        "moves-in-static-field        | solver.reference-board.two-at-once | Solver.java | private static int moves; | private static int moves;",
    })
    void aFixturesCauseIsTheLinesItsFixEdits(String fixture, String check, String file, String first, String last)
            throws Exception {
        Path folder = CompiledSubmission.FIXTURES.resolve(fixture);
        assertTrue(failing(folder).contains(check), fixture + "'s expected.json names " + check + " failing");

        Location location = locations(folder).of(check).orElseThrow();

        assertEquals(new Location(file, lineOf(folder.resolve(file), first), lineOf(folder.resolve(file), last),
                location.method(), first), location);
        assertTrue(location.exact(), location.toString());
    }

    @Test
    void aThrowIsLocatedFromTheConditionBeforeItAnExceptionOfAnExpressionAtItsMethod() throws Exception {
        Path folder = Files.createDirectories(scratch.resolve("throws"));
        Files.copy(CompiledSubmission.FIXTURES.resolve("correct-reference").resolve("Solver.java"),
                folder.resolve("Solver.java"));
        Files.writeString(folder.resolve("Board.java"), """
                public class Board {
                    private final int n;

                    public Board(int[][] tiles) {
                        if (tiles.length > 1) {
                            throw new IllegalArgumentException("too big");
                        }
                        n = tiles.length;
                        int[] row = tiles[n];
                    }

                    public int size() {
                        return n;
                    }
                }
                """);
        Locations locations = locations(folder);

        assertEquals(new Location("Board.java", 5, 6, "Board(int[][])", "if (tiles.length > 1) {"),
                locations.thrownAt("Board.java", 6).orElseThrow(), "a throw statement: from its condition");
        Location method = locations.thrownAt("Board.java", 9).orElseThrow();
        assertEquals(new Location("Board.java", 4, 10, "Board(int[][])"), method, "an exception of an expression: its "
                + "method, since the fix is a guard the line does not show");
        assertEquals(Optional.empty(), locations.thrownAt("Other.java", 9), "not the Board's or the Solver's");
        assertEquals(Optional.empty(), locations.thrownAt("Board.java", 3), "no code on the line");
    }

    @Test
    void anApiFindingIsLocatedAtTheDeclarationOfTheMemberItNames() throws Exception {
        Locations notPublic = locations(CompiledSubmission.FIXTURES.resolve("board-constructor-not-public"));
        assertEquals(new Location("Board.java", 13, 13, "Board(int[][])", "Board(int[][] tiles) {"), notPublic
                .declared("board.api.constructor", "expected public Board(int[][]), found it not public").orElseThrow());
        Locations extras = locations(CompiledSubmission.FIXTURES.resolve("public-fields-and-helpers"));
        assertEquals(new Location("Board.java", 123, 123, "slide(int, int)", "public Board slide(int row, int col) {"),
                extras.declared("board.api.no-extra-public-methods", "public Board slide(int, int)").orElseThrow());
        assertEquals(new Location("Board.java", 10, 10, null, "public final int blankRow;"),
                extras.declared("board.api.no-public-fields", "public final int blankRow").orElseThrow());
        assertEquals(new Location("Solver.java", 7, 7, null, "public final int moves;"),
                extras.declared("solver.api.no-public-fields", "public final int moves").orElseThrow());
        assertEquals(Optional.empty(), extras.declared("board.api.methods", "missing public int dimension()"),
                "a missing member has no declaration");
        Locations overload = locations(CompiledSubmission.FIXTURES.resolve("equals-overload"));
        assertEquals(new Location("Board.java", 133, 133, null, "public boolean equals(Board that) {"),
                overload.declared("board.api.equals-object", "missing public boolean equals(Object)").orElseThrow(),
                "a missing method's namesake with other parameters");
    }

    @Test
    void aCheckOfNoOneMethodHasNoLocationAndTheSearchIsTheConstructor() throws Exception {
        Locations locations = locations(CompiledSubmission.FIXTURES.resolve("manhattan-ignores-abs-result"));

        assertEquals(Optional.empty(), locations.of("board.api.methods"));
        assertEquals(Optional.empty(), locations.of("solver.unsolvable.answers"), "moves() and solution() at once");
        assertEquals("Solver(Board)", locations.of("timing.solver.work").orElseThrow().method(),
                "the search's cost: the constructor, which runs it");
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
