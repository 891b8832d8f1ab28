package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.ToolProvider;
import npuzzle.grader.CalledMethods;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.child.ChildSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which outcomes of the last grading hold after an edit: only those of checks whose classes the edit left alone. */
class ReusedChecksTests {
    private static final String BOARD = "public class Board { public Board(int[][] tiles) { } "
            + "public int hamming() { return Tiles.count(1); } }";
    private static final String SOLVER = "public class Solver { public Solver(Board initial) { new Node(initial); } "
            + "public int moves() { return Tiles.count(2); } }";
    private static final String NODE = "class Node { final Board board; Node(Board board) { this.board = board; } }";
    private static final String TILES = "class Tiles { static int count(int n) { return n; } }";
    private static final List<CheckInfo> CHECKS = List.of(
            check("board.hamming", "board.BoardChecks"),
            check("solver.reference-board.moves.optimal", "solver.referenceboard.SolverOnReferenceBoardChecks"),
            check("solver.moves.optimal", "solver.SolverChecks"));

    @TempDir
    Path work;

    @Test
    void anEditedSolverReusesTheBoardsChecksAndAnEditedBoardTheSolversOnTheReferenceBoard() throws IOException {
        Map<String, String> sources = sources();
        LastGrading.Graded last = graded(key(1), sources);

        ReusedChecks solverEdited = reused(last, key(1), with(sources, "Solver", SOLVER.replace("2", "3")));
        assertEquals(Set.of("board.hamming"), solverEdited.outcomes().keySet());
        assertEquals("re-graded 2 of 3 checks: Board.java unchanged", solverEdited.note(3));

        ReusedChecks boardEdited = reused(last, key(1), with(sources, "Board", BOARD.replace("1", "4")));
        assertEquals(Set.of("solver.reference-board.moves.optimal"), boardEdited.outcomes().keySet());
        assertEquals("re-graded 2 of 3 checks: Solver.java unchanged", boardEdited.note(3));

        ReusedChecks nodeEdited = reused(last, key(1), with(sources, "Node", NODE.replace("final ", "")));
        assertEquals(Set.of("board.hamming"), nodeEdited.outcomes().keySet(), "Node is the Solver's alone");

        ReusedChecks unchanged = reused(last, key(1), sources);
        assertEquals(Set.of("board.hamming", "solver.reference-board.moves.optimal", "solver.moves.optimal"),
                unchanged.outcomes().keySet());
        assertEquals("re-graded 0 of 3 checks: the compiled classes are unchanged", unchanged.note(3));
    }

    @Test
    void nothingIsReusedWhenAClassBothUseChangesOrTheKeyDoes() throws IOException {
        Map<String, String> sources = sources();
        LastGrading.Graded last = graded(key(1), sources);
        assertTrue(reused(last, key(1), with(sources, "Tiles", TILES.replace("n;", "n + 1;"))).isEmpty(),
                "Tiles is both the Board's and the Solver's");
        assertTrue(reused(last, key(2), sources).isEmpty(), "another seed");
    }

    @Test
    void aGroupWhoseClassesKeepStateOrReflectOrMissTheReferenceBoardIsRunAgain() throws IOException {
        Map<String, String> counting = with(sources(), "Board", BOARD.replace("public Board(int[][] tiles) { }",
                "static int made; public Board(int[][] tiles) { made++; }"));
        assertTrue(reused(graded(key(1), counting), key(1), with(counting, "Solver", SOLVER.replace("2", "3")))
                .isEmpty(), "a Board with static state: the Solver's checks on it may change it");

        Map<String, String> reflecting = with(sources(), "Board", BOARD.replace("return Tiles.count(1);",
                "try { return Class.forName(\"Solver\").getName().length(); } catch (Exception e) { return 0; }"));
        assertTrue(reused(graded(key(1), reflecting), key(1), with(reflecting, "Solver", SOLVER.replace("2", "3")))
                .isEmpty(), "a Board that loads classes by name");

        Map<String, String> extra = with(with(sources(), "Board", BOARD.replace("public int hamming()",
                "public int blankRow() { return 0; } public int hamming()")), "Solver",
                SOLVER.replace("new Node(initial);", "new Node(initial); initial.blankRow();"));
        assertTrue(reused(graded(key(1), extra), key(1), with(extra, "Board", extra.get("Board").replace("1", "4")))
                .isEmpty(), "a Solver that calls a Board member the reference Board lacks runs on the student's Board");
    }

    /** The Board's group is the student's Board alone: none of its check classes asks for a Solver. */
    @Test
    void theBoardGroupsCheckClassesAskForNoSolver() throws IOException {
        Set<String> solverCalls = Set.of("GradingContext.solver", "GradingContext.solverOnReferenceBoard",
                "GradingContext.referenceBoard", "StudentClasses.solver", "StudentClasses.solverOnReferenceBoard",
                "StudentClasses.solverForReferenceBoardChecks");
        List<String> calls = new ArrayList<>();
        for (String checkClass : CheckGroup.BOARD.checkClasses()) {
            CalledMethods.of(checkClass).stream().filter(solverCalls::contains)
                    .forEach(call -> calls.add(checkClass + ": " + call));
        }
        assertEquals(List.of(), calls);
    }

    @Test
    void everyGroupedCheckClassHoldsChecks() {
        Set<String> classes = CheckService.allChecks(List.of()).stream().map(CheckInfo::className)
                .collect(Collectors.toSet());
        for (CheckGroup group : CheckGroup.values()) {
            assertTrue(classes.containsAll(group.checkClasses()), group + ": " + group.checkClasses());
        }
    }

    private ReusedChecks reused(LastGrading.Graded last, GradingKey key, Map<String, String> sources)
            throws IOException {
        return ReusedChecks.of(last, key, compile(work, sources));
    }

    private LastGrading.Graded graded(GradingKey key, Map<String, String> sources) throws IOException {
        Map<String, CheckOutcome> outcomes = new HashMap<>();
        for (CheckInfo check : CHECKS) {
            outcomes.put(check.id(), new CheckOutcome(check.id(), Status.PASSED, 1, null, null, null, 5));
        }
        return new LastGrading.Graded(key, compile(work, sources), outcomes);
    }

    /** Compiles the sources, by class name, into a new folder under {@code work}. */
    static CompiledClasses compile(Path work, Map<String, String> sources) throws IOException {
        Path folder = Files.createTempDirectory(work, "classes");
        List<String> arguments = new ArrayList<>(List.of("-d", folder.toString()));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            arguments.add(Files.writeString(folder.resolve(source.getKey() + ".java"), source.getValue()).toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, arguments.toArray(String[]::new)));
        return CompiledClasses.read(List.of(folder));
    }

    /** Returns the key of a grading of the three checks with {@code seed}. */
    static GradingKey key(long seed) {
        CheckRequest request = new CheckRequest(List.of(Path.of("student")), Optional.of(List.of()), seed,
                Optional.empty(), Optional.empty(), List.of(), GradingConfig.DEFAULTS);
        ChildSpec spec = new ChildSpec(List.of(), List.of(), "Board", "Solver", Map.of(), List.of(),
                CHECKS.stream().map(CheckInfo::id).toList(), seed, GradingConfig.DEFAULTS.convention(), false, 1000, 4,
                true);
        return new GradingKey(request, CHECKS, spec, List.of(), List.of());
    }

    /** Returns a Board and a Solver with a helper of the Solver's and one of both. */
    static Map<String, String> sources() {
        return Map.of("Board", BOARD, "Solver", SOLVER, "Node", NODE, "Tiles", TILES);
    }

    private static Map<String, String> with(Map<String, String> sources, String name, String source) {
        Map<String, String> edited = new HashMap<>(sources);
        edited.put(name, source);
        return edited;
    }

    private static CheckInfo check(String id, String className) {
        return new CheckInfo(id, Category.CORRECTNESS, id, "npuzzle.grader.checks." + className);
    }
}
