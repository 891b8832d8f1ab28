package npuzzle.reference.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.Solver;
import npuzzle.reference.optimal.OptimalSolver;
import org.junit.jupiter.api.Test;

class GameTests {
    // 4 1 3
    // _ 2 6
    // 7 5 8   five moves from the goal
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);

    private final PuzzleGenerator generator = new PuzzleGenerator(11);
    private final Supplier<Puzzle> randomPuzzles = () -> new Puzzle(generator.randomSolvable(3), "random");

    private Game game(Board start) {
        return game(start, Runnable::run);
    }

    private Game game(Board start, Executor executor) {
        Advisor advisor = new Advisor(OptimalSolver.standard()::solve, executor);
        return new Game(new Puzzle(start, "start"), randomPuzzles, advisor, new Controls(false));
    }

    /** The optimal moves by the assignment's A*, not the optimal solver the game asks. */
    private static int optimum(Board board) {
        return new Solver(board).moves();
    }

    @Test
    void slidesMoveTilesAndCountMoves() {
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_UP);
        assertEquals(Board.ofRowMajor(3, 4, 1, 3, 7, 2, 6, 0, 5, 8), game.board());
        game.apply(Action.SLIDE_LEFT);
        assertEquals(Board.ofRowMajor(3, 4, 1, 3, 7, 2, 6, 5, 0, 8), game.board());
        assertEquals(2, game.moves());
        assertEquals("", game.message());
    }

    @Test
    void aSlideWithNoTileThereChangesNothingAndSaysWhy() {
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_RIGHT);
        assertEquals(PUZZLE05, game.board());
        assertEquals(0, game.moves());
        assertEquals("no tile can slide right into the blank", game.message());
    }

    @Test
    void undoRetracesTheSlidesBackToTheStart() {
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_UP);
        Board afterOne = game.board();
        game.apply(Action.SLIDE_LEFT);
        game.apply(Action.UNDO);
        assertEquals(afterOne, game.board());
        assertEquals(1, game.moves());
        game.apply(Action.UNDO);
        assertEquals(PUZZLE05, game.board());
        game.apply(Action.UNDO);
        assertEquals(PUZZLE05, game.board());
        assertEquals("nothing to undo", game.message());
    }

    @Test
    void restartGoesBackToTheFirstBoardWithNoMoves() {
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_UP);
        game.apply(Action.SLIDE_LEFT);
        game.apply(Action.RESTART);
        assertEquals(PUZZLE05, game.board());
        assertEquals(0, game.moves());
        game.apply(Action.UNDO);
        assertEquals("nothing to undo", game.message());
    }

    @Test
    void aNewBoardIsAFreshPuzzleThatRestartReturnsTo() {
        Board expected = new PuzzleGenerator(11).randomSolvable(3);
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_UP);
        game.apply(Action.NEW_BOARD);
        assertEquals(expected, game.board());
        assertEquals("random", game.puzzle().label());
        assertEquals(0, game.moves());
        game.apply(Action.SLIDE_UP);
        game.apply(Action.SLIDE_LEFT);
        game.apply(Action.RESTART);
        assertEquals(expected, game.board());
    }

    @Test
    void aHintIsASlideOneMoveCloserToTheGoalAndGoesAwayWithTheNextKey() {
        PuzzleGenerator boards = new PuzzleGenerator(3);
        for (int k = 0; k < 20; k++) {
            Board board = boards.randomSolvable(3);
            Game game = game(board);
            game.apply(Action.HINT);
            Slide hint = game.hint();
            assertNotNull(hint, game.message());
            assertEquals(hint.tile(board), game.hintTile());
            assertTrue(game.message().startsWith("hint: slide " + hint.tile(board) + " " + hint.word()),
                    game.message());
            game.apply(Action.of(hint));
            assertEquals(optimum(board) - 1, optimum(game.board()), "after the hint on\n" + board);
            assertNull(game.hint());
            assertEquals(0, game.hintTile());
        }
    }

    @Test
    void solvePlaysAShortestSolutionOneStepAtATime() {
        Game game = game(PUZZLE05);
        game.apply(Action.SLIDE_UP);
        Board from = game.board();
        game.apply(Action.SOLVE);
        assertTrue(game.solving());
        int steps = 0;
        while (game.solving()) {
            Board before = game.board();
            game.step();
            Slide.between(before, game.board()); // each step is one slide
            steps++;
        }
        assertTrue(game.board().isGoal());
        assertEquals(optimum(from), steps);
        assertEquals(1 + steps, game.moves());
        assertEquals("solved by the optimal solver in " + steps + " moves", game.message());
        game.apply(Action.UNDO);
        assertFalse(game.board().isGoal(), "a solve's slides can be undone");
    }

    @Test
    void anyKeyInterruptsASolveAndDoesNothingElse() {
        Game game = game(PUZZLE05);
        game.apply(Action.SOLVE);
        game.step();
        Board afterOne = game.board();
        game.apply(Action.UNDO);
        assertFalse(game.solving());
        assertEquals(afterOne, game.board());
        assertEquals(1, game.moves());
        assertEquals("solve interrupted after 1 of 5 moves", game.message());
        assertThrows(IllegalStateException.class, game::step);
    }

    @Test
    void aHintOrSolveAskedDuringTheSearchIsCarriedOutWhenItEnds() {
        List<Runnable> searches = new ArrayList<>();
        Game game = game(PUZZLE05, searches::add);
        game.apply(Action.HINT);
        assertNull(game.hint());
        assertEquals("the optimal solver is searching...", game.message());
        game.update();
        assertNull(game.hint());
        searches.forEach(Runnable::run);
        game.update();
        assertNotNull(game.hint());

        game.apply(Action.SLIDE_UP);
        searches.clear();
        game.apply(Action.SOLVE);
        searches.forEach(Runnable::run);
        game.update();
        assertTrue(game.solving());
    }

    @Test
    void aSlideCancelsAHintThatWasWaiting() {
        List<Runnable> searches = new ArrayList<>();
        Game game = game(PUZZLE05, searches::add);
        game.apply(Action.HINT);
        game.apply(Action.SLIDE_UP);
        searches.forEach(Runnable::run);
        game.update();
        assertNull(game.hint());
    }

    @Test
    void theGoalNeedsNoHintAndReachingItSaysSo() {
        Board oneAway = Slide.DOWN.apply(Board.goal(3)).orElseThrow();
        Game game = game(oneAway);
        game.apply(Action.SLIDE_UP);
        assertTrue(game.board().isGoal());
        assertEquals("solved in 1 move", game.message());
        game.apply(Action.HINT);
        assertEquals("already solved", game.message());
        game.apply(Action.SOLVE);
        assertFalse(game.solving());
    }

    @Test
    void anUnsolvableBoardCanBePlayedButHasNoHintOrSolve() {
        Board unsolvable = Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0);
        Game game = game(unsolvable);
        assertEquals(Advice.UNSOLVABLE, game.advice());
        game.apply(Action.HINT);
        assertEquals("this board cannot reach the goal: no hint", game.message());
        game.apply(Action.SOLVE);
        assertFalse(game.solving());
        game.apply(Action.SLIDE_DOWN);
        assertNotEquals(unsolvable, game.board());
    }
}
