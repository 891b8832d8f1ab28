package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.Visibility;
import org.junit.jupiter.api.Test;

/** Where lost points go: a charge ends at the check whose mistake it is, never at one that only passed it on. */
class CausesTests {
    private static final Rubric RUBRIC = Rubric.parse("rubric.json", """
            {"schema":"npuzzle-grader/rubric/1","checks":[
              {"id":"timing.solver.own-board","points":2,"explainedBy":["timing.solver.*"]},
              {"id":"timing.solver.cached-priority","points":1}]}
            """);

    @Test
    void aChargeToACheckThatChargedEveryLossToOneOtherGoesOnToThatOne() {
        // the global move counter: moves.optimal with the student's Board is right on every board it judged
        // and charges the rest to the reference-board check; a timing check charges its wrong searches to it
        List<Cause> causes = Causes.of(RUBRIC, movesCharged(10));

        assertEquals(List.of("solver.reference-board.moves.optimal"), causes.stream().map(Cause::check).toList());
        assertEquals(List.of("solver.moves.optimal", "solver.reference-board.moves.optimal",
                "timing.solver.own-board"), causes.get(0).charges().stream().map(Cause.Charge::check).sorted()
                .toList());
    }

    @Test
    void aChargeGoesOnWhenEveryChargeOfTheCheckEndsAtOneCause() {
        // moves.optimal charged its boards to neighbors.set and neighbors.count, and a wrong count explains a wrong set
        Rubric rubric = Rubric.parse("rubric.json", """
                {"schema":"npuzzle-grader/rubric/1","checks":[
                  {"id":"board.neighbors.set","points":1,"explainedBy":["board.neighbors.count"]}]}
                """);
        CheckResult count = check("board.neighbors.count", Category.CORRECTNESS, 1, 0, 10, Map.of());
        CheckResult set = check("board.neighbors.set", Category.CORRECTNESS, 1, 0, 10, Map.of());
        CheckResult moves = check("solver.moves.optimal", Category.CORRECTNESS, 2, 0, 10,
                Map.of("board.neighbors.set", 6, "board.neighbors.count", 4));
        CheckResult ownBoard = check("timing.solver.own-board", Category.TIMING, 2, 0, 6,
                Map.of("solver.moves.optimal", 6));

        List<Cause> causes = Causes.of(rubric, List.of(count, set, moves, ownBoard));

        assertEquals(List.of("board.neighbors.count"), causes.stream().map(Cause::check).toList());
    }

    @Test
    void aCheckWhoseLossesAreAllChargedElsewhereExplainsNothing() {
        // own-board is explained by every timing.solver check that lost points; cached-priority lost its points only
        // on searches it charges to own-board, so it is no explanation: own-board is the cause, charged for both
        CheckResult ownBoard = check("timing.solver.own-board", Category.TIMING, 2, 0, 6, Map.of());
        CheckResult cached = check("timing.solver.cached-priority", Category.TIMING, 1, 0, 6,
                Map.of("timing.solver.own-board", 6));

        List<Cause> causes = Causes.of(RUBRIC, List.of(ownBoard, cached));

        assertEquals(List.of("timing.solver.own-board"), causes.stream().map(Cause::check).toList());
        assertEquals(3.0, causes.get(0).points(), 1e-9);
    }

    @Test
    void aChargeToACheckWithLossesOfItsOwnStaysThere() {
        List<Cause> causes = Causes.of(RUBRIC, movesCharged(4));

        assertEquals(List.of("solver.moves.optimal", "solver.reference-board.moves.optimal"),
                causes.stream().map(Cause::check).sorted().toList(), "moves.optimal is wrong on 6 boards of its own");
    }

    @Test
    void aChargeToACheckThatJudgedNothingWrongIsSplitAsItSplitItsInputs() {
        // solution.convention found nothing wrong itself: 6 of its boards were spoiled by repeated-calls and 4 by
        // neighbors.derived; solution.length charges its 10 boards to it, so they follow its 6 and 4
        CheckResult repeated = check("board.repeated-calls", Category.CORRECTNESS, 1, 0, 10, Map.of());
        CheckResult derived = check("board.neighbors.derived", Category.CORRECTNESS, 1, 0, 10, Map.of());
        CheckResult convention = check("solver.solution.convention", Category.CORRECTNESS, 1, 0, 10,
                Map.of("board.repeated-calls", 6, "board.neighbors.derived", 4));
        CheckResult length = check("solver.solution.length", Category.CORRECTNESS, 2, 0, 10,
                Map.of("solver.solution.convention", 10));

        List<Cause> causes = Causes.of(RUBRIC, List.of(repeated, derived, convention, length));

        assertEquals(List.of("board.repeated-calls", "board.neighbors.derived"), causes.stream().map(Cause::check)
                .toList(), "a check that found nothing wrong itself is no cause");
        assertEquals(List.of(new Cause.Charge("solver.solution.length", 1.2, 6),
                new Cause.Charge("board.repeated-calls", 1, 10), new Cause.Charge("solver.solution.convention", 0.6,
                        6)), causes.get(0).charges());
        assertEquals(List.of(new Cause.Charge("board.neighbors.derived", 1, 10),
                new Cause.Charge("solver.solution.length", 0.8, 4), new Cause.Charge("solver.solution.convention",
                        0.4, 4)), causes.get(1).charges());
    }

    /**
     * Returns moves.optimal wrong on 10 boards, {@code charged} of them charged to the reference-board check (wrong
     * there too), and the own-Board timing check charging its 6 wrong searches to moves.optimal.
     */
    private static List<CheckResult> movesCharged(int charged) {
        return List.of(check("solver.moves.optimal", Category.CORRECTNESS, 2, 0, 10,
                        Map.of("solver.reference-board.moves.optimal", charged)),
                check("solver.reference-board.moves.optimal", Category.CORRECTNESS, 2, 0, 10, Map.of()),
                check("timing.solver.own-board", Category.TIMING, 2, 0, 6, Map.of("solver.moves.optimal", 6)));
    }

    private static CheckResult check(String id, Category category, double max, int passed, int total,
            Map<String, Integer> causes) {
        return new CheckResult(id, id, category, Visibility.PUBLIC, Status.FAILED, max * passed / total, max, 1,
                id + " is wrong", new CheckDetails(null, null, null, null, passed, total, null, causes), null);
    }
}
