package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.Visibility;
import npuzzle.grader.sandbox.CheckOutcome;
import org.junit.jupiter.api.Test;

/** One mistake, one charge: which failures the rubric's {@code explainedBy} turns into notes, and which it keeps. */
class ChargedOnceTests {
    private static final Rubric RUBRIC = Rubric.parse("rubric.json", """
            {"schema": "npuzzle-grader/rubric/1", "checks": [
              {"id": "solver.moves.optimal", "explainedBy": ["solver.reference-board.moves.optimal", "board.*"]},
              {"id": "timing.solver.work", "explainedBy": ["timing.solver.nodes", "timing.solver.critical"]},
              {"id": "timing.solver.nodes", "explainedBy": ["timing.solver.critical"]},
              {"id": "timing.solver.own-board", "explainedBy": ["timing.solver.*"]},
              {"id": "board.is-goal", "explainedBy": ["board.hamming"]},
              {"id": "solver.solution.goal", "explainedBy": ["board.is-goal"]},
              {"id": "cycle.a", "explainedBy": ["cycle.b"]},
              {"id": "cycle.b", "explainedBy": ["cycle.a"]}
            ]}
            """);
    private static final List<CheckInfo> CHECKS = List.of(
            check("board.api.methods", Category.API), check("board.neighbors.set", Category.CORRECTNESS),
            check("solver.moves.optimal", Category.CORRECTNESS),
            check("solver.reference-board.moves.optimal", Category.CORRECTNESS),
            check("timing.solver.work", Category.TIMING), check("timing.solver.nodes", Category.TIMING),
            check("timing.solver.critical", Category.TIMING), check("timing.solver.own-board", Category.TIMING),
            check("board.hamming", Category.CORRECTNESS), check("board.is-goal", Category.CORRECTNESS),
            check("solver.solution.goal", Category.CORRECTNESS),
            check("cycle.a", Category.CORRECTNESS), check("cycle.b", Category.CORRECTNESS));

    @Test
    void aSolverFailureOnTheStudentsBoardIsNotChargedWhenABoardCheckFails() {
        Map<String, CheckOutcome> charged = apply(Map.of("board.neighbors.set", Status.FAILED,
                "solver.moves.optimal", Status.FAILED));
        assertEquals(Status.FAILED, charged.get("board.neighbors.set").status());
        CheckOutcome waived = charged.get("solver.moves.optimal");
        assertEquals(Status.PASSED, waived.status());
        assertEquals(1.0, waived.fraction());
        assertEquals("not charged: board.neighbors.set charges the same mistake; it saw: solver.moves.optimal is "
                + "wrong", waived.message());
    }

    @Test
    void theSameCheckOnTheReferenceBoardExplainsIt() {
        assertEquals(Set.of("solver.reference-board.moves.optimal"), charged(apply(Map.of(
                "solver.reference-board.moves.optimal", Status.FAILED, "solver.moves.optimal", Status.TIMEOUT))));
    }

    @Test
    void aFailureNothingExplainsIsCharged() {
        assertEquals(Set.of("solver.moves.optimal"), charged(apply(Map.of("solver.moves.optimal", Status.FAILED))));
        // another category explains nothing: a Board API mistake is no reason for a wrong number of moves
        assertEquals(Set.of("board.api.methods", "solver.moves.optimal"), charged(apply(Map.of(
                "board.api.methods", Status.FAILED, "solver.moves.optimal", Status.FAILED))));
        // a check that never started (nothing compiled, the deadline passed) explains nothing
        Map<String, CheckOutcome> outcomes = outcomes(Map.of("solver.moves.optimal", Status.FAILED));
        outcomes.put("board.neighbors.set", CheckOutcome.failed("board.neighbors.set", CheckOutcome.NOT_RUN
                + "Board.java does not compile"));
        assertEquals(Status.FAILED, ChargedOnce.apply(RUBRIC, CHECKS, outcomes).get("solver.moves.optimal")
                .status());
        // an error is the grader's or the sandbox's verdict, not a mistake that explains another
        assertEquals(Status.FAILED, apply(Map.of("board.neighbors.set", Status.ERROR, "solver.moves.optimal",
                Status.FAILED)).get("solver.moves.optimal").status());
    }

    @Test
    void onlyTheFirstCauseInAChainIsCharged() {
        assertEquals(Set.of("timing.solver.critical"), charged(apply(Map.of("timing.solver.work", Status.FAILED,
                "timing.solver.nodes", Status.FAILED, "timing.solver.critical", Status.FAILED,
                "timing.solver.own-board", Status.FAILED))));
        assertEquals(Set.of("timing.solver.work"), charged(apply(Map.of("timing.solver.work", Status.FAILED,
                "timing.solver.own-board", Status.FAILED))));
        assertEquals("not charged: timing.solver.work charges the same mistake; it saw: timing.solver.own-board is "
                + "wrong", apply(Map.of("timing.solver.work", Status.FAILED, "timing.solver.own-board",
                        Status.FAILED)).get("timing.solver.own-board").message());
    }

    /** isGoal() is hamming() == 0: a wrong hamming() makes isGoal() wrong, and the Solver's search with it. */
    @Test
    void aCheckExplainedByAWaivedCheckIsChargedToTheRootOfTheChain() {
        Map<String, CheckOutcome> charged = apply(Map.of("board.hamming", Status.FAILED, "board.is-goal",
                Status.FAILED, "solver.solution.goal", Status.FAILED));
        assertEquals(Set.of("board.hamming"), charged(charged));
        assertEquals("not charged: board.hamming charges the same mistake; it saw: solver.solution.goal is wrong",
                charged.get("solver.solution.goal").message());
        // without the root, the first explainer is charged
        assertEquals(Set.of("board.is-goal"), charged(apply(Map.of("board.is-goal", Status.FAILED,
                "solver.solution.goal", Status.FAILED))));
    }

    /** No order would say which check of a cycle names the mistake: a rubric with one is a bug, found here. */
    @Test
    void aCycleAmongFailedChecksIsARubricBug() {
        assertThrows(IllegalStateException.class, () -> apply(Map.of("cycle.a", Status.FAILED, "cycle.b",
                Status.FAILED)));
        assertEquals(Set.of("cycle.a"), charged(apply(Map.of("cycle.a", Status.FAILED))));
    }

    @Test
    void aCheckTheConfigMakesWorthNothingExplainsNothing() {
        Rubric free = RUBRIC.overridden(id -> new Rubric.Entry(id, id.equals("board.neighbors.set") ? 0 : 1,
                Visibility.PUBLIC, Duration.ofSeconds(10)));
        Map<String, CheckOutcome> outcomes = outcomes(Map.of("board.neighbors.set", Status.FAILED,
                "solver.moves.optimal", Status.FAILED));
        assertEquals(Status.FAILED, ChargedOnce.apply(free, CHECKS, outcomes).get("solver.moves.optimal").status());
    }

    /** The shipped rubric's relations have no cycle: every check failing at once is graded. */
    @Test
    void theShippedRubricHasNoCycle() throws IOException {
        List<CheckInfo> checks = CheckCatalog.discover(List.of());
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        checks.forEach(check -> outcomes.put(check.id(), CheckOutcome.failed(check.id(), "wrong")));
        Map<String, CheckOutcome> charged = ChargedOnce.apply(Rubric.load(), checks, outcomes);
        assertEquals(Status.FAILED, charged.get("timing.solver.critical-optimization").status());
        assertEquals(Status.PASSED, charged.get("timing.solver.work").status());
    }

    /** The shipped rubric's relations name real checks of the same category (a typo would explain nothing). */
    @Test
    void theShippedRubricsExplainersAreChecksOfTheSameCategory() throws IOException {
        Rubric shipped = Rubric.load();
        List<CheckInfo> checks = CheckCatalog.discover(List.of());
        Map<String, Set<String>> explainers = new LinkedHashMap<>();
        for (CheckInfo check : checks) {
            for (CheckInfo other : checks) {
                if (shipped.explains(other.id(), check.id()) && other.category() == check.category()) {
                    explainers.computeIfAbsent(check.id(), id -> new TreeSet<>()).add(other.id());
                }
            }
        }
        assertTrue(explainers.get("solver.repeated-calls").containsAll(Set.of(
                "solver.reference-board.repeated-calls", "board.neighbors.set")), explainers.toString());
        assertEquals(Set.of("solver.reference-board.null"), explainers.get("solver.null"));
        assertTrue(explainers.get("timing.solver.work").contains("timing.solver.critical-optimization"),
                explainers.toString());
        assertTrue(explainers.get("timing.solver.own-board").containsAll(Set.of("timing.solver.work",
                "timing.board.constructor")), explainers.toString());
        assertEquals(Set.of("timing.board.constructor"), explainers.get("timing.board.neighbors"));
    }

    private static Map<String, CheckOutcome> apply(Map<String, Status> statuses) {
        return ChargedOnce.apply(RUBRIC, CHECKS, outcomes(statuses));
    }

    private static Map<String, CheckOutcome> outcomes(Map<String, Status> statuses) {
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        for (CheckInfo check : CHECKS) {
            Status status = statuses.getOrDefault(check.id(), Status.PASSED);
            outcomes.put(check.id(), new CheckOutcome(check.id(), status, 0, status == Status.PASSED ? null
                    : check.id() + " is wrong\non this board", null, null, 5));
        }
        return outcomes;
    }

    private static Set<String> charged(Map<String, CheckOutcome> outcomes) {
        return outcomes.values().stream().filter(outcome -> outcome.status() != Status.PASSED)
                .map(CheckOutcome::id).collect(Collectors.toCollection(TreeSet::new));
    }

    private static CheckInfo check(String id, Category category) {
        return new CheckInfo(id, category, id, "Checks");
    }
}
