package npuzzle.grader.checks.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.CheckRunner;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.TestData;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFacts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search budget of the solver checks: endless searches fail within it, correct but slow ones pass. */
class SearchBudgetTests {
    private static final Class<?>[] SOLVER_CHECKS = {SolverChecks.class, SolverMessageChecks.class,
        CheckRunner.check("solver.referenceboard.SolverOnReferenceBoardChecks")};

    /**
     * Runs the solver checks on {@code solver} with the data set's boards of at most {@code maxMoves} moves (and
     * every unsolvable one), besides the seeded boards.
     */
    private static Map<String, CheckRunner.Outcome> grade(Path dir, String solver, int maxMoves) {
        Path folder = BudgetFixtures.write(dir.resolve("submission"), solver);
        GradingContext all = CompiledSubmission.compile(folder, dir.resolve("classes"))
                .context(1, SolutionConvention.AFTER_INITIAL, true);
        List<PuzzleFacts> puzzles = all.puzzles().stream()
                .filter(p -> !p.solvable() || p.n() <= 4 && p.moves() != null && p.moves() <= maxMoves).toList();
        GradingContext context = new GradingContext(all.board(), all.solver(), all.solverOnReferenceBoard(),
                all.referenceBoard(), all.unavailable(), puzzles, all.seed(), all.convention(), all.checkMessages());
        return CheckRunner.run(context, SOLVER_CHECKS);
    }

    private static Set<String> failing(Map<String, CheckRunner.Outcome> outcomes) {
        return outcomes.entrySet().stream().filter(e -> e.getValue().failed()).map(Map.Entry::getKey)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static CheckDetails details(Map<String, CheckRunner.Outcome> outcomes, String id) {
        Throwable failure = outcomes.get(id).failure();
        assertTrue(failure instanceof CheckFailure, id + " failed with " + failure);
        return ((CheckFailure) failure).details();
    }

    @ParameterizedTest(name = "a correct but slow Solver ({0}) passes every solver check")
    @ValueSource(strings = {"HAMMING", "NO_CRITICAL", "LINEAR_SCAN"})
    void aCorrectButSlowSolverPassesEverySolverCheck(String fixture, @TempDir Path dir) throws Exception {
        String solver = (String) BudgetFixtures.class.getDeclaredField(fixture).get(null);
        Map<String, CheckRunner.Outcome> outcomes = grade(dir, solver, Integer.MAX_VALUE);
        assertEquals(Set.of(), failing(outcomes), () -> failing(outcomes).stream()
                .map(id -> id + ": " + outcomes.get(id).failure()).collect(Collectors.joining("\n")));
        assertTrue(outcomes.get("solver.reference-board.moves.optimal").passed());
    }

    /**
     * The endless search is charged to the checks on the reference Board that name it; the checks on the student's
     * Board and the solution checks cannot judge the boards it never finished, so those earn nothing there and their
     * loss is listed under that cause.
     */
    @Test
    void aSolverThatSpinsAndCatchesTheBudgetsErrorIsChargedOnceOnTheReferenceBoard(@TempDir Path dir) {
        Map<String, CheckRunner.Outcome> outcomes = grade(dir, BudgetFixtures.CATCHES_AND_SPINS, 8);
        assertTrue(failing(outcomes).containsAll(Set.of("solver.messages", "solver.reference-board.moves.optimal",
                "solver.reference-board.unsolvable")), failing(outcomes).toString());
        assertTrue(outcomes.get("solver.null").passed());
        for (String id : failing(outcomes)) {
            if (!Set.of("solver.messages", "solver.reference-board.moves.optimal",
                    "solver.reference-board.unsolvable").contains(id)) {
                CheckDetails details = details(outcomes, id);
                assertFalse(details.causes().isEmpty(), id + " is charged for the endless search itself");
                details.causes().keySet().forEach(cause -> assertTrue(Set.of("solver.reference-board.moves.optimal",
                        "solver.reference-board.unsolvable").contains(cause), id + " charged to " + cause));
            }
        }
        for (String id : new String[] {"solver.reference-board.moves.optimal"}) {
            String actual = details(outcomes, id).actual();
            assertTrue(actual.startsWith("did not finish: the search used more than "), actual);
            assertTrue(actual.endsWith(": an endless search? check the priority (moves + manhattan) and that the "
                    + "goal test ends the search"), actual);
            assertEquals(0, details(outcomes, id).passed());
        }
        CheckDetails unsolvable = details(outcomes, "solver.reference-board.unsolvable");
        assertEquals(SearchBudget.UNREJECTED, unsolvable.actual());
        assertEquals(SearchBudget.REJECT_FIRST, unsolvable.hint());
    }

    @Test
    void aBoardsBudgetIsTheRatioTimesTheReferencesUnitsBetweenTheFloorAndTheCeiling() {
        PuzzleFacts medium = TestData.puzzles().stream().filter(p -> p.n() == 3 && Integer.valueOf(16).equals(p.moves()))
                .findFirst().orElseThrow();
        GradingContext context = new GradingContext(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), Map.of(), List.of(), 1, SolutionConvention.AFTER_INITIAL, false);
        SearchBudget budget = SearchBudget.solving(context, medium.board());
        assertTrue(budget.units() > SearchBudget.FLOOR && budget.units() < SearchBudget.CEILING, medium.file());
        assertEquals(0, budget.units() % SearchBudget.RATIO);
        String message = budget.unfinished();
        assertTrue(message.contains(SearchBudget.RATIO + " times what the reference A* needs for this board ("
                + budget.units() / SearchBudget.RATIO + ")"), message);
        assertEquals(SearchBudget.FLOOR, SearchBudget.solving(context, Board.goal(3)).units());
        SearchBudget hardest = SearchBudget.solving(context, Board.ofRowMajor(3, 8, 6, 7, 2, 5, 4, 3, 0, 1));
        assertEquals(SearchBudget.CEILING, hardest.units());
        assertTrue(hardest.unfinished().contains("the most any board gets"), hardest.unfinished());
    }
}
