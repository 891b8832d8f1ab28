package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.runtime.EqualsWitness;
import npuzzle.grader.cost.runtime.ExpansionWitness;
import npuzzle.grader.cost.runtime.QueueWatch;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Princeton's Solver rules, judged through the watched priority queue and the reference Board's equals(). */
class SearchRuleChecksTests {
    private static final List<String> CHECKS = List.of("npuzzle.grader.checks.timing.SearchRuleChecks");
    private static final String QUEUE = "timing.solver.queue-operations";
    private static final String UNCHANGED = "solver.reference-board.queued-nodes-unchanged";
    private static final String EQUALS = "solver.reference-board.equals-neighbors-only";

    @ParameterizedTest(name = "{0} fails exactly {1}")
    @CsvSource(delimiter = '|', value = {
        "GOOD | ''",
        "ON_A_MIN_PQ | ''",
        "MANHATTAN_TIE_BREAK | ''",
        "MARKS_QUEUED_NODES | " + UNCHANGED,
        "STAMPS_QUEUED_NODES | " + UNCHANGED,
        "CLOSED_SET | " + EQUALS,
        "TIES_FIRST_IN_FIRST_OUT | ''",
        "HAMMING_PRIORITY | " + QUEUE,
    })
    void eachMistakeFailsItsRule(String fixture, String expected, @TempDir Path dir) throws Exception {
        String source = (String) SolverFixtures.class.getDeclaredField(fixture).get(null);
        Map<String, String> verdicts = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir, source), 7,
                CHECKS, new TreeMap<>());
        assertEquals(Set.of(QUEUE, UNCHANGED, EQUALS), verdicts.keySet());
        Set<String> failed = new TreeSet<>();
        verdicts.forEach((id, verdict) -> {
            if (!verdict.equals("SUCCESSFUL")) {
                failed.add(id);
            }
        });
        assertEquals(expected.isEmpty() ? Set.of() : Set.of(expected), failed, verdicts.toString());
    }

    @Test
    void theWriteToAQueuedNodeIsNamedWithItsFieldAndLine(@TempDir Path dir) {
        String verdict = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir,
                SolverFixtures.MARKS_QUEUED_NODES), 7, CHECKS, new TreeMap<>()).get(UNCHANGED);
        assertTrue(verdict.contains("the first: Solver$Node.seen in Solver.<init> (Solver.java:19)"), verdict);
    }

    @Test
    void anEqualsCallWithANodeIsNotWithABoard(@TempDir Path dir) {
        String verdict = BoardChecksRun.solverVerdicts(BoardChecksRun.compileSolver(dir,
                SolverFixtures.EQUALS_WITH_A_NODE), 7, CHECKS, new TreeMap<>()).get(EQUALS);
        assertTrue(verdict.contains("the first: equals(Node)"), verdict);
    }

    /** The plain A* keeps every rule it is the yardstick of, so each count beside it is a real one. */
    @Test
    void theYardstickQueuesComparesAndLeavesNodesAsTheRulesSay() {
        int[][] tiles = {{1, 2, 3}, {4, 0, 6}, {7, 5, 8}};
        Board board = new Board(tiles);
        SolverWork work = SolverWork.run(CountedSolvers.yardstick(), tiles, Long.MAX_VALUE, true);
        assertEquals(new npuzzle.reference.Solver(board).moves(), work.moves());
        assertTrue(work.queue().inserts() > work.queue().deletions() && work.queue().deletions() > 0, work.toString());
        assertEquals(0, work.queue().writes(), work.toString());
        assertTrue(work.queue().leftQueued() > 0 && work.queue().mostQueued() >= work.queue().leftQueued()
                && work.queue().mostQueued() < work.queue().inserts(), "the queue grows, then the goal is taken off: "
                + work.queue());
        assertTrue(work.comparisons().calls() > 0, work.toString());
        assertEquals(0, work.comparisons().notBoard() + work.comparisons().notNear(), work.toString());
        assertTrue(work.order().expanded() > 0 && work.order().outOfOrder() == 0, work.toString());
        SolverWork unwatched = SolverWork.run(CountedSolvers.yardstick(), tiles, Long.MAX_VALUE);
        assertEquals(QueueWatch.Seen.NOTHING, unwatched.queue(), "a run that is not watched shows nothing");
        assertEquals(EqualsWitness.Seen.NOTHING, unwatched.comparisons());
        assertEquals(ExpansionWitness.Seen.NOTHING, unwatched.order());
        assertEquals(work.units(), unwatched.units(), "watching costs no unit");
    }
}
