package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import npuzzle.grader.checks.student.MissingMemberError;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a failed check carries: k of m, the smallest input, expected and actual from the reference, the hint. */
class CheckOutcomeTests {
    private static final Class<?> BOARD_API_CHECKS = CheckRunner.check("board.BoardApiChecks");
    private static final Class<?> BOARD_CHECKS = CheckRunner.check("board.BoardChecks");
    private static final Class<?> BOARD_EQUALITY_CHECKS = CheckRunner.check("board.BoardEqualityChecks");
    private static final Class<?> BOARD_STATE_CHECKS = CheckRunner.check("board.BoardStateChecks");
    private static final Class<?> DERIVED_BOARD_CHECKS = CheckRunner.check("board.DerivedBoardChecks");
    private static final Class<?> NEIGHBOR_CHECKS = CheckRunner.check("board.NeighborChecks");
    private static final Class<?> BOARD_TIMING_CHECKS = CheckRunner.check("timing.BoardTimingChecks");
    private static final Class<?> SOLVER_CHECKS = CheckRunner.check("solver.SolverChecks");
    private static final Class<?> SOLVER_MESSAGE_CHECKS = CheckRunner.check("solver.SolverMessageChecks");
    private static final Class<?> SOLVER_ON_REFERENCE_BOARD_CHECKS =
            CheckRunner.check("solver.referenceboard.SolverOnReferenceBoardChecks");

    @TempDir
    Path output;

    private Map<String, CheckRunner.Outcome> run(String fixture, SolutionConvention convention, boolean messages,
            Class<?>... classes) {
        return CheckRunner.run(fixture, output, convention, messages, classes);
    }

    @Test
    void aWrongHammingShowsTheSmallestBoardTheReferenceValueAndTheHint() {
        CheckDetails details = details(run("hamming-counts-blank", SolutionConvention.AFTER_INITIAL, false,
                BOARD_CHECKS).get("board.hamming"));
        assertEquals(2, details.input().lines().count(), "the smallest failing board is a 2x2: " + details.input());
        Board shown = board(details.input());
        assertEquals(String.valueOf(shown.hamming()), details.expected());
        assertEquals(String.valueOf(shown.hamming() + 1), details.actual());
        assertTrue(details.hint().contains("blank"), details.hint());
        assertTrue(details.passed() < details.total());
    }

    @Test
    void aBugOnlySomeBoardsShowGetsPartialCredit() {
        CheckDetails details = details(run("solvable-row-from-bottom", SolutionConvention.AFTER_INITIAL, false,
                BOARD_CHECKS).get("board.solvable.even"));
        assertEquals(0, details.passed(), "row from the bottom flips every even-n answer");
        CheckDetails manhattan = details(run("manhattan-counts-blank", SolutionConvention.AFTER_INITIAL, false,
                BOARD_CHECKS).get("board.manhattan"));
        assertTrue(manhattan.passed() > 0 && manhattan.passed() < manhattan.total(),
                "boards with the blank home are right: " + manhattan.passed() + "/" + manhattan.total());
    }

    @Test
    void theIncludeTheInitialBoardConventionSwapsWhichSolutionsPass() {
        Map<String, CheckRunner.Outcome> includes = run("solution-includes-initial",
                SolutionConvention.INCLUDES_INITIAL, false, SOLVER_ON_REFERENCE_BOARD_CHECKS);
        assertTrue(includes.get("solver.reference-board.solution.convention").passed());
        assertTrue(includes.get("solver.reference-board.solution.length").passed());
        Map<String, CheckRunner.Outcome> course = run("correct-reference", SolutionConvention.INCLUDES_INITIAL,
                false, SOLVER_ON_REFERENCE_BOARD_CHECKS);
        assertTrue(course.get("solver.reference-board.solution.convention").failed());
        CheckDetails length = details(course.get("solver.reference-board.solution.length"));
        assertEquals(0, length.passed(), "a solution that breaks the convention has no right length to show");
        assertEquals(Set.of("solver.reference-board.solution.convention"), length.causes().keySet(),
                "its loss is charged to the convention");
    }

    /** Every 3x3 board within 12 slides: the reference's own answers on them are what near-goal expects. */
    @Test
    void theIncludesInitialMistakeIsNamed() {
        CheckDetails details = details(run("solution-includes-initial", SolutionConvention.AFTER_INITIAL, false,
                SOLVER_ON_REFERENCE_BOARD_CHECKS).get("solver.reference-board.solution.convention"));
        assertTrue(details.hint().contains("includes the initial board"), details.hint());
    }

    @Test
    void messagesAreCheckedOnlyWhenTheConfigAsks() {
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, false,
                SOLVER_MESSAGE_CHECKS).get("solver.messages").skipped());
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, true,
                SOLVER_MESSAGE_CHECKS).get("solver.messages").passed());
        CheckRunner.Outcome wrong = run("wrong-exception-types", SolutionConvention.AFTER_INITIAL, true,
                SOLVER_MESSAGE_CHECKS).get("solver.messages");
        assertTrue(wrong.failed());
        assertTrue(wrong.failure().getMessage().contains("board is null"), wrong.failure().getMessage());
    }

    /** No plausible student mistake breaks only transitivity, so a contrived Board shows the check can fail. */
    @Test
    void anIntransitiveEqualsFailsTheTransitiveCheck() throws IOException {
        String board = Files.readString(CompiledSubmission.FIXTURES.resolve("correct-reference/Board.java"))
                .replace("    private final int blankCol;\n", """
                        private final int blankCol;
                        private static int created;
                        private final int serial = created++;
                    """)
                .replace("        return true;\n    }\n\n    @Override\n    public int hashCode()",
                        "        return Math.abs(serial - that.serial) <= 1;\n    }\n\n    @Override\n"
                        + "    public int hashCode()");
        Path folder = Files.createDirectories(output.resolve("intransitive-equals"));
        Files.writeString(folder.resolve("Board.java"), board);
        CompiledSubmission submission = CompiledSubmission.compile(folder, output.resolve("classes"));
        Map<String, CheckRunner.Outcome> outcomes = CheckRunner.run(
                submission.context(7, SolutionConvention.AFTER_INITIAL, false), BOARD_EQUALITY_CHECKS);
        CheckDetails details = details(outcomes.get("board.equals.transitive"));
        assertTrue(details.expected().contains("a.equals(c)"), details.expected());
        assertTrue(outcomes.get("board.equals.reflexive").passed());
        assertTrue(outcomes.get("board.equals.same-tiles").passed());
    }

    @Test
    void anEqualsOverloadIsNamedAsSuch() {
        CheckDetails details = details(run("equals-overload", SolutionConvention.AFTER_INITIAL, false,
                BOARD_API_CHECKS).get("board.api.equals-object"));
        assertTrue(details.hint().contains("equals(Board) is an overload"), details.hint());
    }

    @Test
    void aSolverCallingBoardExtrasWithAnEquivalentIsJudgedOnTheReferenceBoard() {
        Map<String, CheckRunner.Outcome> outcomes = run("solver-calls-board-helpers", SolutionConvention.AFTER_INITIAL,
                true, SOLVER_ON_REFERENCE_BOARD_CHECKS);
        outcomes.forEach((id, outcome) -> assertTrue(outcome.passed(), id + ": " + outcome.failure()));
        assertNull(GradingContext.current().notes().take(), "getTiles() and equals(Board) link to toArray() and equals(Object)");
    }

    @Test
    void aSolverCallingABoardExtraWithoutAnEquivalentIsJudgedOnItsOwnBoardWithTheReason() {
        Map<String, CheckRunner.Outcome> outcomes = run("solver-calls-board-blank-row",
                SolutionConvention.AFTER_INITIAL, true, SOLVER_ON_REFERENCE_BOARD_CHECKS);
        outcomes.forEach((id, outcome) -> assertTrue(outcome.passed(), id + ": a right Solver on its own right Board "
                + "earns the reference-Board checks: " + outcome.failure()));
        String reason = "judged on your Board, not the reference Board: your Solver calls Board.blankRow(), which the"
                + " assignment's API does not have";
        assertEquals(String.join("; ", Collections.nCopies(outcomes.size(), reason)), GradingContext.current().notes().take());
    }

    @Test
    void aNeighborsThatThrowsOnTheBottomRowIsChargedByTheNeighborChecksNotByTheStateChecks() {
        Map<String, CheckRunner.Outcome> outcomes = run("neighbors-off-by-one-bottom", SolutionConvention.AFTER_INITIAL,
                false, BOARD_STATE_CHECKS, NEIGHBOR_CHECKS, DERIVED_BOARD_CHECKS);
        assertTrue(outcomes.get("board.neighbors.set").failed());
        for (String id : List.of("board.defensive-copy", "board.repeated-calls", "board.two-sizes",
                "board.two-same-size", "board.neighbors.parent-unchanged", "board.neighbors.independent",
                "board.neighbors.derived")) {
            CheckDetails details = details(outcomes.get(id));
            int unjudged = details.causes().values().stream().mapToInt(Integer::intValue).sum();
            assertEquals(Set.of("board.neighbors.set"), details.causes().keySet(), id + ": the boards on which "
                    + "neighbors() throws earn nothing and are charged to the neighbors() check");
            assertEquals(details.total(), details.passed() + unjudged, id + ": every board judged was right");
        }
    }

    @Test
    void neighborsReadThroughATransposedTileAtAreChargedToTileAtNotToTheNeighborsCheckThatPassed() {
        // neighbors.set judges neighbors() on the tiles the Board shows, and passes; the checks that read each
        // neighbor's tiles against the board's true neighbors cannot judge them, and charge what spoiled them
        Map<String, CheckRunner.Outcome> outcomes = run("transposed-tile-at", SolutionConvention.AFTER_INITIAL, false,
                NEIGHBOR_CHECKS, BOARD_TIMING_CHECKS);
        assertFalse(outcomes.get("board.neighbors.set").failed());
        for (String id : List.of("board.neighbors.parent-unchanged", "board.neighbors.independent",
                "timing.board.neighbors")) {
            CheckDetails details = details(outcomes.get(id));
            assertEquals(Map.of("board.tile-at", details.total()), details.causes(), id);
        }
    }

    @Test
    void aWrongManhattanIsNotChargedAgainToTheSolverOnTheStudentsBoard() {
        Map<String, CheckRunner.Outcome> outcomes = run("manhattan-goal-of-3x3", SolutionConvention.AFTER_INITIAL,
                false, BOARD_CHECKS, SOLVER_CHECKS);
        assertTrue(outcomes.get("board.manhattan").failed());
        CheckDetails moves = details(outcomes.get("solver.moves.optimal"));
        assertEquals(Set.of("board.manhattan"), moves.causes().keySet(), "the boards the wrong manhattan() spoils "
                + "earn nothing and are charged to board.manhattan");
        assertEquals(moves.total(), moves.passed() + moves.causes().get("board.manhattan"),
                "every other board is judged right: the Solver itself is not charged");
    }

    @Test
    void aMissingClassFailsItsChecksWithTheReason() {
        GradingContext context = new GradingContext(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Map.of("Board", "Board.java was not found"), TestData.puzzles(), 1,
                SolutionConvention.AFTER_INITIAL, false);
        Map<String, CheckRunner.Outcome> outcomes = CheckRunner.run(context, BOARD_CHECKS, SOLVER_CHECKS);
        for (Map.Entry<String, CheckRunner.Outcome> entry : outcomes.entrySet()) {
            assertInstanceOf(CheckFailure.class, entry.getValue().failure(), entry.getKey());
            assertTrue(entry.getValue().failure().getMessage().contains("not available"), entry.getKey());
        }
        assertEquals("Board.java was not found", details(outcomes.get("board.hamming")).actual());
    }

    @Test
    void aMissingMethodNamesTheExactSignature() {
        Map<String, CheckRunner.Outcome> outcomes = run("neighbors-returns-list", SolutionConvention.AFTER_INITIAL,
                false, BOARD_API_CHECKS);
        String message = outcomes.get("board.api.methods").failure().getMessage();
        assertTrue(message.contains("expected public Iterable<Board> neighbors(), found public List<Board> "
                + "neighbors()"), message);
        assertFalse(MissingMemberError.class.isAssignableFrom(RuntimeException.class));
    }

    private static CheckDetails details(CheckRunner.Outcome outcome) {
        return CheckRunner.details(outcome);
    }

    private static Board board(String text) {
        List<String> lines = text.lines().toList();
        int n = lines.size();
        int[] tiles = text.replace("\n", " ").trim().isEmpty() ? new int[0] : new int[n * n];
        for (int i = 0; i < n; i++) {
            String line = lines.get(i);
            for (int j = 0; j < n; j++) {
                String cell = line.substring(j * 3, j * 3 + 2).trim();
                tiles[i * n + j] = cell.isEmpty() ? 0 : Integer.parseInt(cell);
            }
        }
        return Board.ofRowMajor(n, tiles);
    }
}
