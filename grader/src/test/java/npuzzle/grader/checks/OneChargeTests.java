package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One mistake is charged once, by the check that names it: the checks that meet it elsewhere (the Solver on the
 * student's Board, the state checks, the timing and memory measurements) pass and say in a note why they did not
 * judge it. Each case is a fixture under {@code tests/submissions/}.
 */
class OneChargeTests {
    @TempDir
    Path output;

    private Map<String, CheckRunner.Outcome> run(String fixture, Class<?>... classes) {
        CompiledSubmission submission = CompiledSubmission.compile(CompiledSubmission.FIXTURES.resolve(fixture), output);
        return CheckRunner.run(submission.context(7, SolutionConvention.AFTER_INITIAL, false), classes);
    }

    private static Set<String> failing(Map<String, CheckRunner.Outcome> outcomes) {
        Set<String> failing = new TreeSet<>();
        outcomes.forEach((id, outcome) -> {
            if (outcome.failed()) {
                failing.add(id);
            }
        });
        return failing;
    }

    /** Returns a check class of another package, where the checks are package-private. */
    private static Class<?> checks(String name) {
        try {
            return Class.forName("npuzzle.grader.checks." + name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    @ParameterizedTest(name = "{0}: the Solver on its Board does not judge the boards its Board is wrong on ({1})")
    @CsvSource({"neighbors-skip-last-row, neighbors() are wrong on a board of a shortest solution",
            "equals-compares-its-own-tiles, equals() does not tell the boards apart",
            "manhattan-one-dimensional, manhattan(), the priority, is wrong",
            "is-solvable-sorts-the-tiles, a query changes your Board",
            "transposed-tile-at, tileAt() does not give back its tiles"})
    void aBoardMistakeTheSearchMeetsIsNotChargedToTheSolver(String fixture, String reason) {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run(fixture, SolverChecks.class, checks("timing.SolverOwnBoardChecks"));
        assertEquals(Set.of(), failing(outcomes), outcomes.toString());
        String notes = CheckNotes.take();
        assertNotNull(notes);
        assertTrue(notes.contains(reason), notes);
    }

    @Test
    void aSolverThatThrowsIsChargedByMovesOptimalAlone() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("pq-without-comparator", SolverOnReferenceBoardChecks.class,
                checks("timing.SolverTimingChecks"), checks("timing.SolverOwnBoardChecks"),
                checks("memory.SolverMemoryChecks"));
        assertEquals(Set.of("solver.reference-board.moves.optimal"), failing(outcomes));
        String notes = CheckNotes.take();
        assertTrue(notes.contains("not measured: your Solver threw on the reference Board (charged by "
                + "solver.reference-board.moves.optimal): java.lang.ClassCastException"), notes);
        assertTrue(notes.contains("6 of 6 boards not judged: your Solver threw on them"), notes);
    }

    @Test
    void aQueryThatThrowsIsChargedByItsOwnCheck() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("neighbors-right-edge-out-of-bounds", BoardStateChecks.class,
                checks("timing.BoardTimingChecks"));
        assertEquals(Set.of(), failing(outcomes), outcomes.toString());
        String notes = CheckNotes.take();
        assertTrue(notes.contains("boards not judged: your Board's neighbors() throws on them (charged by "
                + "board.neighbors.*)"), notes);
    }

    @Test
    void anEqualsOverloadIsNotTimedAsObjectsEquals() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("equals-overload", checks("timing.BoardTimingChecks"));
        assertTrue(outcomes.get("timing.board.equals").passed(), outcomes.toString());
        assertTrue(CheckNotes.take().contains("your equals(Board) is an overload"));
    }

    @Test
    void aSolverStateSharedByAllSolversIsChargedByRepeatedCallsOnTheReferenceBoardAlone() {
        Map<String, CheckRunner.Outcome> outcomes = run("solver-static-solution", SolverChecks.class,
                SolverOnReferenceBoardChecks.class);
        assertEquals(Set.of("solver.reference-board.repeated-calls"), failing(outcomes));
    }

    @Test
    void aHammingTieBreakIsNotAHammingPriority() {
        Map<String, CheckRunner.Outcome> outcomes = run("correct-lazy-neighbors", checks("timing.SolverTimingChecks"));
        assertEquals(Set.of(), failing(outcomes), outcomes.toString());
        assertTrue(failing(run("slow-hamming-priority", checks("timing.SolverTimingChecks")))
                .contains("timing.solver.manhattan-priority"));
    }

    @Test
    void aSolverUsingABoardHelperTheReferenceLacksIsNotMeasuredOnTheReferenceBoard() {
        CheckNotes.take();
        Map<String, CheckRunner.Outcome> outcomes = run("correct-package-private-helpers",
                checks("timing.SolverTimingChecks"), checks("memory.SolverMemoryChecks"));
        assertEquals(Set.of(), failing(outcomes), outcomes.toString());
        assertTrue(CheckNotes.take().contains("your Solver calls Board.blankIndex()"));
    }
}
