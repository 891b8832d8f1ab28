package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.Replay;
import npuzzle.grader.checks.Replay.WrongStep;
import npuzzle.grader.checks.Replay.WrongStep.Kind;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;

/** The first wrong step of a solution, on solutions made from the reference's own by one mistake each. */
class WrongStepsTests {
    private static final Board INITIAL = Board.ofRowMajor(3, 4, 1, 3, 7, 2, 5, 0, 8, 6);
    private static final List<Board> SHORTEST = new Solver(INITIAL).solutionList();

    private static WrongStep find(List<Board> solution) {
        return WrongSteps.find(INITIAL, solution, true, SolutionConvention.AFTER_INITIAL,
                board -> OptionalInt.of(new Solver(board).moves()));
    }

    private static List<Board> shortestWith(int index, Board board) {
        List<Board> solution = new ArrayList<>(SHORTEST);
        solution.set(index, board);
        return solution;
    }

    /** Returns {@code board} with its blank swapped with the tile two cells along its row (or up its column). */
    private static Board blankJumpsTwo(Board board) {
        int[] tiles = board.toRowMajor();
        int n = board.size();
        int blank = board.blankRow() * n + board.blankColumn();
        int other = board.blankColumn() + 2 < n ? blank + 2 : board.blankColumn() >= 2 ? blank - 2
                : board.blankRow() >= 2 ? blank - 2 * n : blank + 2 * n;
        tiles[blank] = tiles[other];
        tiles[other] = 0;
        return Board.ofRowMajor(n, tiles);
    }

    @Test
    void aShortestSolutionHasNoWrongStep() {
        assertTrue(SHORTEST.size() >= 4, "the board needs a few moves for the tests below");
        assertNull(find(SHORTEST));
        List<Board> included = new ArrayList<>(List.of(INITIAL));
        included.addAll(SHORTEST);
        assertNull(WrongSteps.find(INITIAL, included, true, SolutionConvention.INCLUDES_INITIAL,
                board -> OptionalInt.of(new Solver(board).moves())));
    }

    @Test
    void aBlankThatJumpsIsAnIllegalSlide() {
        Board jumped = blankJumpsTwo(SHORTEST.get(1));
        WrongStep wrong = find(shortestWith(2, jumped));
        assertEquals(Kind.ILLEGAL_SLIDE, wrong.kind(), wrong.text());
        assertEquals(2, wrong.index());
        int tile = SHORTEST.get(1).toRowMajor()[jumped.blankRow() * 3 + jumped.blankColumn()];
        assertTrue(wrong.text().startsWith("tile " + tile + " jumps from "), wrong.text());
    }

    @Test
    void twoSlidesAtOnceOrTheSameBoardAgainIsNotANeighbor() {
        List<Board> skipped = new ArrayList<>(SHORTEST);
        skipped.remove(1);
        WrongStep twoAtOnce = find(skipped);
        assertEquals(Kind.NOT_A_NEIGHBOR, twoAtOnce.kind(), twoAtOnce.text());
        assertEquals(1, twoAtOnce.index());
        List<Board> included = new ArrayList<>(List.of(INITIAL));
        included.addAll(SHORTEST);
        WrongStep again = find(included);
        assertEquals(new WrongStep(0, Kind.NOT_A_NEIGHBOR,
                "the initial board again: solution() lists only the boards after it"), again);
    }

    @Test
    void aSolutionThatEndsBeforeTheGoalStopsShortWhereTheMissingBoardWouldBe() {
        List<Board> shorter = SHORTEST.subList(0, SHORTEST.size() - 2);
        assertEquals(new WrongStep(shorter.size(), Kind.STOPS_SHORT,
                "solution() stops here, 2 moves short of the goal"), find(shorter));
        assertEquals(Kind.STOPS_SHORT, find(List.of()).kind());
        assertNull(WrongSteps.find(INITIAL, shorter, false, SolutionConvention.AFTER_INITIAL,
                board -> OptionalInt.of(new Solver(board).moves())), "a list cut short by the cap is not judged so");
    }

    @Test
    void aDetourIsOffOptimalAtItsFirstSlideAway() {
        int optimum = SHORTEST.size();
        Board away = null;
        for (Board neighbor : INITIAL.neighbors()) {
            if (new Solver(neighbor).moves() == optimum + 1) {
                away = neighbor;
            }
        }
        List<Board> detour = new ArrayList<>(List.of(away, INITIAL));
        detour.addAll(SHORTEST);
        WrongStep wrong = find(detour);
        assertEquals(new WrongStep(0, Kind.OFF_OPTIMAL, "this slide leaves every shortest solution: the goal is "
                + (optimum + 1) + " moves away after it, " + optimum + " before"), wrong);
        assertNull(WrongSteps.find(INITIAL, detour, true, SolutionConvention.AFTER_INITIAL,
                board -> OptionalInt.empty()), "without distances, no step is called off-optimal");
    }

    @Test
    void underTheIncludesInitialConventionTheFirstBoardMustBeTheInitialOne() {
        WrongStep wrong = WrongSteps.find(INITIAL, SHORTEST, true, SolutionConvention.INCLUDES_INITIAL,
                board -> OptionalInt.of(new Solver(board).moves()));
        assertEquals(Kind.NOT_INITIAL, wrong.kind());
        assertEquals(0, wrong.index());
    }

    @Test
    void theParentAddsTheReferencesShortestSolutionAndDropsAReplayThatIsNoBoards() {
        ReplayCompleter completer = new ReplayCompleter(SolutionConvention.AFTER_INITIAL);
        CheckDetails sent = CheckDetails.single("input", "x", "y", null).withReplay(Replay.of(INITIAL,
                shortestWith(2, blankJumpsTwo(SHORTEST.get(1)))));
        Replay completed = completer.complete(sent).replay();
        assertEquals(SolutionConvention.AFTER_INITIAL, completed.convention());
        assertEquals(SHORTEST.stream().map(Board::toRowMajor).map(java.util.Arrays::toString).toList(),
                completed.optimal().stream().map(java.util.Arrays::toString).toList());
        assertEquals(Kind.ILLEGAL_SLIDE, completed.firstWrong().kind());
        int[] forged = INITIAL.toRowMajor();
        forged[0] = forged[1];
        Replay notABoard = new Replay(3, forged, List.of(), 0, null, null, null);
        assertNull(completer.complete(sent.withReplay(notABoard)).replay());
        Replay unsolvable = new Replay(3, new int[] {2, 1, 3, 4, 5, 6, 7, 8, 0}, List.of(), 0, null, null, null);
        assertNull(completer.complete(sent.withReplay(unsolvable)).replay());
    }
}
