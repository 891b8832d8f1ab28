package npuzzle.grader.checks.solver.referenceboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckRunner;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Solver judged on sets of boards: the boards near the goal and Princeton's random boards, and their charging. */
class BoardSetsTests {
    @TempDir
    Path output;

    private Map<String, CheckRunner.Outcome> run(String fixture, SolutionConvention convention, boolean messages,
            Class<?>... classes) {
        return CheckRunner.run(fixture, output, convention, messages, classes);
    }

    private static CheckDetails details(CheckRunner.Outcome outcome) {
        return CheckRunner.details(outcome);
    }

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
        assertTrue(run("correct-reference", SolutionConvention.AFTER_INITIAL, false, RandomBoardsChecks.class)
                .get("solver.reference-board.random-boards").passed());
        CheckDetails offByOne = details(run("moves-counts-initial-board", SolutionConvention.AFTER_INITIAL, false,
                RandomBoardsChecks.class).get("solver.reference-board.random-boards"));
        assertEquals(0, offByOne.passed());
        assertEquals(Map.of("solver.reference-board.moves.optimal", RandomBoardsChecks.VOLUME.length),
                offByOne.causes(), "moves() off by one everywhere is moves.optimal's to charge, once");
    }
}
