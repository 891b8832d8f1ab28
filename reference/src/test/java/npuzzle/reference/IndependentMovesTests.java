package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class IndependentMovesTests {
    private static final Board HARD38 = Board.ofRowMajor(4, 5, 4, 3, 8, 9, 2, 6, 1, 0, 13, 14, 7, 15, 11, 10, 12);

    @Test
    void smallBoardsAreSolvedByTheAssignmentsAStar() {
        IndependentMoves.Result result = new IndependentMoves(10).solve(Board.ofRowMajor(3, 8, 6, 7, 2, 5, 4, 3, 0, 1));
        assertEquals(new IndependentMoves.Result(OptionalInt.of(31), "A*"), result);
    }

    @Test
    void harder4x4BoardsAreSolvedByIdaStarWithLinearConflict() {
        IndependentMoves.Result result = IndependentMoves.unlimited().solve(HARD38);
        assertEquals(new IndependentMoves.Result(OptionalInt.of(38), "IDA* linear conflict"), result);
    }

    @Test
    void aBoardBeyondTheBudgetSaysSoInsteadOfGivingMoves() {
        IndependentMoves.Result result = new IndependentMoves(1000).solve(HARD38);
        assertTrue(result.moves().isEmpty());
        assertEquals("too hard for the independent method: IDA* linear conflict gave up after 1000 nodes",
                result.method());
    }

    @Test
    void bigEasyBoardsAreSolvedByAStar() {
        Board board = new PuzzleGenerator(3).randomWalk(7, 12);
        IndependentMoves.Result result = new IndependentMoves(1_000_000).solve(board);
        assertEquals("A*", result.method());
        assertEquals(new Solver(board).moves(), result.moves().getAsInt());
        assertThrows(IllegalArgumentException.class, () -> new IndependentMoves(0));
    }
}
