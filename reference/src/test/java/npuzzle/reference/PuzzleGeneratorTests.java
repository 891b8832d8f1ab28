package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import npuzzle.reference.optimal.OptimalSolver;
import org.junit.jupiter.api.Test;

class PuzzleGeneratorTests {
    @Test
    void sameSeedGivesTheSameBoards() {
        PuzzleGenerator first = new PuzzleGenerator(42);
        PuzzleGenerator second = new PuzzleGenerator(42);
        for (int n = 2; n <= 6; n++) {
            assertEquals(first.randomSolvable(n), second.randomSolvable(n));
            assertEquals(first.randomUnsolvable(n), second.randomUnsolvable(n));
            assertEquals(first.randomWalk(n, 20), second.randomWalk(n, 20));
        }
        assertNotEquals(new PuzzleGenerator(1).randomSolvable(4), new PuzzleGenerator(2).randomSolvable(4));
    }

    @Test
    void randomBoardsHaveTheAskedSolvabilityForEverySize() {
        PuzzleGenerator generator = new PuzzleGenerator(7);
        for (int n = 2; n <= 10; n++) {
            for (int trial = 0; trial < 50; trial++) {
                assertTrue(generator.randomSolvable(n).isSolvable());
                assertFalse(generator.randomUnsolvable(n).isSolvable());
            }
        }
    }

    @Test
    void randomSolvable2x2BoardsAreSpreadOverAllTwelve() {
        PuzzleGenerator generator = new PuzzleGenerator(3);
        Map<Board, Integer> counts = new HashMap<>();
        int draws = 12_000;
        for (int k = 0; k < draws; k++) {
            counts.merge(generator.randomSolvable(2), 1, Integer::sum);
        }
        assertEquals(12, counts.size());
        // Each board is expected 1000 times; a standard deviation is about 30, so 850..1150 is five of them.
        counts.forEach((board, count) -> assertTrue(count > 850 && count < 1150, board + " drawn " + count));
    }

    @Test
    void randomWalkSolutionIsNoLongerThanTheWalkAndHasItsParity() {
        PuzzleGenerator generator = new PuzzleGenerator(11);
        for (int steps = 0; steps <= 24; steps++) {
            Board board = generator.randomWalk(3, steps);
            int moves = new Solver(board).moves();
            assertTrue(moves <= steps, steps + " steps gave a board needing " + moves);
            assertEquals(steps % 2, moves % 2);
        }
        assertEquals(Board.goal(4), generator.randomWalk(4, 0));
    }

    @Test
    void boardsAtADepthOf3x3NeedExactlyThatManyMovesByTheAssignmentsAStar() {
        PuzzleGenerator generator = new PuzzleGenerator(9);
        for (int depth = 0; depth <= 31; depth += 3) {
            List<Board> boards = generator.atDepth(3, depth, 1, OptimalSolver.standard());
            assertEquals(depth, new Solver(boards.get(0)).moves());
        }
        assertEquals(2, new HashSet<>(generator.atDepth(3, 31, 2, OptimalSolver.standard())).size());
        assertThrows(IllegalArgumentException.class, () -> generator.atDepth(3, 31, 3, OptimalSolver.standard()));
        assertEquals(12, PuzzleGenerator.allAtDepth(2, 0).size() + PuzzleGenerator.allAtDepth(2, 1).size()
                + PuzzleGenerator.allAtDepth(2, 2).size() + PuzzleGenerator.allAtDepth(2, 3).size()
                + PuzzleGenerator.allAtDepth(2, 4).size() + PuzzleGenerator.allAtDepth(2, 5).size()
                + PuzzleGenerator.allAtDepth(2, 6).size());
    }

    @Test
    void boardsAtADepthOf4x4AreDistinctDeterministicAndNeedExactlyThatManyMoves() {
        List<Board> boards = new PuzzleGenerator(13).atDepth(4, 18, 3, OptimalSolver.standard());
        assertEquals(boards, new PuzzleGenerator(13).atDepth(4, 18, 3, OptimalSolver.standard()));
        assertEquals(3, new HashSet<>(boards).size());
        for (Board board : boards) {
            assertEquals(18, new Solver(board).moves(), board.toString());
        }
    }

    @Test
    void badArgumentsAreRejected() {
        PuzzleGenerator generator = new PuzzleGenerator(0);
        assertThrows(IllegalArgumentException.class, () -> generator.randomSolvable(1));
        assertThrows(IllegalArgumentException.class, () -> generator.randomWalk(3, -1));
    }
}
