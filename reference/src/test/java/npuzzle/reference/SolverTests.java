package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SolverTests {
    @Test
    void puzzle05TakesFiveMoves() {
        Solver solver = new Solver(Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8));
        assertEquals(5, solver.moves());
        assertValidPath(Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8), solver.solutionList(), 5);
    }

    @Test
    void assignmentThirdExampleTakesFourteenMoves() {
        Board board = Board.ofRowMajor(3, 8, 1, 3, 4, 0, 2, 7, 6, 5);
        Solver solver = new Solver(board);
        assertEquals(14, solver.moves());
        assertValidPath(board, solver.solutionList(), 14);
    }

    @Test
    void goalNeedsNoMoves() {
        Solver solver = new Solver(Board.goal(3));
        assertEquals(0, solver.moves());
        assertTrue(solver.solutionList().isEmpty());
    }

    @Test
    void cornerCasesThrowTheCourseExceptions() {
        NullPointerException npe = assertThrows(NullPointerException.class, () -> new Solver(null));
        assertEquals("board is null", npe.getMessage());
        IllegalArgumentException iae = assertThrows(IllegalArgumentException.class,
                () -> new Solver(Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0)));
        assertEquals("board is unsolvable", iae.getMessage());
    }

    @Test
    void nodeLimitStopsASearchThatWouldNotFinish() {
        Board hard = Board.ofRowMajor(3, 8, 6, 7, 2, 5, 4, 3, 0, 1); // a 31-move board
        assertThrows(SearchLimitException.class, () -> new Solver(hard, 100));
    }

    @Test
    void randomWalkBoardsGetValidPathsNoLongerThanTheWalk() {
        Random random = new Random(7);
        for (int trial = 0; trial < 100; trial++) {
            int steps = random.nextInt(30);
            Board start = BoardTests.randomWalk(Board.goal(3), steps, random);
            Solver solver = new Solver(start);
            assertTrue(solver.moves() <= steps);
            assertEquals(solver.moves() % 2, steps % 2, "parity of moves must match the walk's");
            assertValidPath(start, solver.solutionList(), solver.moves());
        }
    }

    static void assertValidPath(Board start, List<Board> path, int moves) {
        assertEquals(moves, path.size());
        Board previous = start;
        for (Board next : path) {
            boolean oneSlide = false;
            for (Board neighbor : previous.neighbors()) {
                oneSlide |= neighbor.equals(next);
            }
            assertTrue(oneSlide, "not one slide:\n" + previous + "\n->\n" + next);
            previous = next;
        }
        assertTrue(previous.isGoal(), "path does not end at the goal");
    }
}
