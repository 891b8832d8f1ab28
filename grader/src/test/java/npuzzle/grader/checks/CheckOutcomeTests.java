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

    @TempDir
    Path output;

    private Map<String, CheckRunner.Outcome> run(String fixture, SolutionConvention convention, boolean messages,
            Class<?>... classes) {
        CompiledSubmission submission = CompiledSubmission.compile(CompiledSubmission.FIXTURES.resolve(fixture), output);
        return CheckRunner.run(submission.context(7, convention, messages), classes);
    }

    @Test
    void aWrongHammingShowsTheSmallestBoardTheReferenceValueAndTheHint() {
        CheckDetails details = details(run("hamming-counts-blank", SolutionConvention.AFTER_INITIAL, false,
                BoardChecks.class).get("board.hamming"));
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
                BoardChecks.class).get("board.solvable.even"));
        assertEquals(0, details.passed(), "row from the bottom flips every even-n answer");
        CheckDetails manhattan = details(run("manhattan-counts-blank", SolutionConvention.AFTER_INITIAL, false,
                BoardChecks.class).get("board.manhattan"));
        assertTrue(manhattan.passed() > 0 && manhattan.passed() < manhattan.total(),
                "boards with the blank home are right: " + manhattan.passed() + "/" + manhattan.total());
    }

    @Test
    void theIncludeTheInitialBoardConventionSwapsWhichSolutionsPass() {
        Map<String, CheckRunner.Outcome> includes = run("solution-includes-initial",
                SolutionConvention.INCLUDES_INITIAL, false, SolverOnReferenceBoardChecks.class);
        assertTrue(includes.get("solver.reference-board.solution.convention").passed());
        assertTrue(includes.get("solver.reference-board.solution.length").passed());
        Map<String, CheckRunner.Outcome> course = run("correct-reference", SolutionConvention.INCLUDES_INITIAL,
                false, SolverOnReferenceBoardChecks.class);
        assertTrue(course.get("solver.reference-board.solution.convention").failed());
        CheckDetails length = details(course.get("solver.reference-board.solution.length"));
        assertEquals(0, length.passed(), "a solution that breaks the convention has no right length to show");
        assertEquals(Set.of("solver.reference-board.solution.convention"), length.causes().keySet(),
                "its loss is charged to the convention");
    }

    /** Every 3x3 board within 12 slides: the reference's own answers on them are what near-goal expects. */
    @Test
    void theBoardsNearTheGoalAreEveryBoardAtEachDistance() {
        List<List<Board>> byDistance = NearGoalBoards.byDistance(NearGoalChecks.SIDE, NearGoalChecks.DISTANCES);
        assertEquals(NearGoalChecks.DISTANCES + 1, byDistance.size());
        assertEquals(List.of(Board.goal(3)), byDistance.get(0));
        Set<Board> all = new HashSet<>();
        for (int d = 1; d <= NearGoalChecks.DISTANCES; d++) {
            for (Board board : byDistance.get(d)) {
                assertTrue(all.add(board), "each board once: " + board);
                if (all.size() % 50 == 0) {
                    assertEquals(d, new Solver(board).moves(), "the reference A* agrees on " + board);
                }
            }
        }
        assertEquals(2, byDistance.get(1).size(), "the blank in a corner has two neighbors");
    }

    @Test
    void nearGoalPassesARightSolverAndChargesAMistakeTheStandardPuzzlesShowToTheirCheck() {
        CheckNotes.take();
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, false, NearGoalChecks.class)
                .get("solver.reference-board.near-goal").passed());
        CheckDetails offByOne = details(run("moves-counts-initial-board", SolutionConvention.AFTER_INITIAL, false,
                NearGoalChecks.class).get("solver.reference-board.near-goal"));
        assertEquals(0, offByOne.passed());
        assertEquals(Map.of("solver.reference-board.moves.optimal", NearGoalChecks.DISTANCES), offByOne.causes(),
                "moves() off by one everywhere is moves.optimal's to charge, once");
    }

    /** Princeton's 15a/15b volume: 100 2x2 boards within 6 slides, 200 of each larger size within 20. */
    @Test
    void theRandomBoardsArePrincetonsVolumeWithinTheirSlides() {
        List<SolverOnBoardSets.BoardSet> sets = RandomBoardsChecks.sets(new SplittableRandom(1));
        assertEquals(List.of("2x2", "3x3", "4x4", "5x5"), sets.stream().map(SolverOnBoardSets.BoardSet::label)
                .toList());
        assertEquals(List.of(100, 200, 200, 200), sets.stream().map(set -> set.boards().size()).toList());
        for (SolverOnBoardSets.BoardSet set : sets) {
            int most = set.label().equals("2x2") ? 6 : 20;
            for (int k = 0; k < set.boards().size(); k += 25) {
                int moves = new Solver(set.boards().get(k)).moves();
                assertTrue(moves >= 0 && moves <= most, set.label() + " board " + k + ": " + moves + " moves");
            }
        }
        assertEquals(sets.get(2).boards(), RandomBoardsChecks.sets(new SplittableRandom(1)).get(2).boards(),
                "the same seed, the same boards");
    }

    @Test
    void randomBoardsPassARightSolverAndChargeAMistakeTheStandardPuzzlesShowToTheirCheck() {
        CheckNotes.take();
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, false, RandomBoardsChecks.class)
                .get("solver.reference-board.random-boards").passed());
        CheckDetails offByOne = details(run("moves-counts-initial-board", SolutionConvention.AFTER_INITIAL, false,
                RandomBoardsChecks.class).get("solver.reference-board.random-boards"));
        assertEquals(0, offByOne.passed());
        assertEquals(Map.of("solver.reference-board.moves.optimal", RandomBoardsChecks.VOLUME.length),
                offByOne.causes(), "moves() off by one everywhere is moves.optimal's to charge, once");
    }

    @Test
    void theIncludesInitialMistakeIsNamed() {
        CheckDetails details = details(run("solution-includes-initial", SolutionConvention.AFTER_INITIAL, false,
                SolverOnReferenceBoardChecks.class).get("solver.reference-board.solution.convention"));
        assertTrue(details.hint().contains("includes the initial board"), details.hint());
    }

    @Test
    void messagesAreCheckedOnlyWhenTheConfigAsks() {
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, false,
                SolverOnReferenceBoardChecks.class).get("solver.messages").skipped());
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, true,
                SolverOnReferenceBoardChecks.class).get("solver.messages").passed());
        CheckRunner.Outcome wrong = run("wrong-exception-types", SolutionConvention.AFTER_INITIAL, true,
                SolverOnReferenceBoardChecks.class).get("solver.messages");
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
                submission.context(7, SolutionConvention.AFTER_INITIAL, false), BoardEqualityChecks.class);
        CheckDetails details = details(outcomes.get("board.equals.transitive"));
        assertTrue(details.expected().contains("a.equals(c)"), details.expected());
        assertTrue(outcomes.get("board.equals.reflexive").passed());
        assertTrue(outcomes.get("board.equals.same-tiles").passed());
    }

    @Test
    void anEqualsOverloadIsNamedAsSuch() {
        CheckDetails details = details(run("equals-overload", SolutionConvention.AFTER_INITIAL, false,
                BoardApiChecks.class).get("board.api.equals-object"));
        assertTrue(details.hint().contains("equals(Board) is an overload"), details.hint());
    }

    @Test
    void aSolverCallingBoardExtrasWithAnEquivalentIsJudgedOnTheReferenceBoard() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("solver-calls-board-helpers", SolutionConvention.AFTER_INITIAL,
                true, SolverOnReferenceBoardChecks.class);
        outcomes.forEach((id, outcome) -> assertTrue(outcome.passed(), id + ": " + outcome.failure()));
        assertNull(CheckNotes.take(), "getTiles() and equals(Board) link to toArray() and equals(Object)");
    }

    @Test
    void aSolverCallingABoardExtraWithoutAnEquivalentIsJudgedOnItsOwnBoardWithTheReason() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("solver-calls-board-blank-row",
                SolutionConvention.AFTER_INITIAL, true, SolverOnReferenceBoardChecks.class);
        outcomes.forEach((id, outcome) -> assertTrue(outcome.passed(), id + ": a right Solver on its own right Board "
                + "earns the reference-Board checks: " + outcome.failure()));
        String reason = "judged on your Board, not the reference Board: your Solver calls Board.blankRow(), which the"
                + " assignment's API does not have";
        assertEquals(String.join("; ", Collections.nCopies(outcomes.size(), reason)), CheckNotes.take());
    }

    @Test
    void aNeighborsThatThrowsOnTheBottomRowIsChargedByTheNeighborChecksNotByTheStateChecks() {
        Map<String, CheckRunner.Outcome> outcomes = run("neighbors-off-by-one-bottom", SolutionConvention.AFTER_INITIAL,
                false, BoardStateChecks.class, NeighborChecks.class, DerivedBoardChecks.class);
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
    void aWrongManhattanIsNotChargedAgainToTheSolverOnTheStudentsBoard() {
        Map<String, CheckRunner.Outcome> outcomes = run("manhattan-goal-of-3x3", SolutionConvention.AFTER_INITIAL,
                false, BoardChecks.class, SolverChecks.class);
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
        Map<String, CheckRunner.Outcome> outcomes = CheckRunner.run(context, BoardChecks.class, SolverChecks.class);
        for (Map.Entry<String, CheckRunner.Outcome> entry : outcomes.entrySet()) {
            assertInstanceOf(CheckFailure.class, entry.getValue().failure(), entry.getKey());
            assertTrue(entry.getValue().failure().getMessage().contains("not available"), entry.getKey());
        }
        assertEquals("Board.java was not found", details(outcomes.get("board.hamming")).actual());
    }

    @Test
    void aMissingMethodNamesTheExactSignature() {
        Map<String, CheckRunner.Outcome> outcomes = run("neighbors-returns-list", SolutionConvention.AFTER_INITIAL,
                false, BoardApiChecks.class);
        String message = outcomes.get("board.api.methods").failure().getMessage();
        assertTrue(message.contains("expected public Iterable<Board> neighbors(), found public List<Board> "
                + "neighbors()"), message);
        assertFalse(MissingMemberError.class.isAssignableFrom(RuntimeException.class));
    }

    private static CheckDetails details(CheckRunner.Outcome outcome) {
        assertNotNull(outcome);
        assertTrue(outcome.failed(), "expected a failure");
        return assertInstanceOf(CheckFailure.class, outcome.failure()).details();
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
