package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OptimalSolverTests {
    @TempDir
    static Path cache;

    /** Small databases, so that no test builds the large standard ones. */
    private static final Partitions SMALL = Partitions.of(Map.of(
            4, new int[][] {{1, 2, 5, 6}, {3, 4, 7, 8}, {13, 14, 15}}, 5, new int[][] {{1, 2, 6}, {24, 23}}));

    private static OptimalSolver solver() {
        return OptimalSolver.create(cache, 2_000_000_000L, Duration.ofMinutes(5), SMALL);
    }

    @Test
    void smallBoardsAgreeWithTheAssignmentsSolverAndTheTable() {
        Random random = new Random(21);
        for (int n = 2; n <= 3; n++) {
            BreadthFirstTable table = BreadthFirstTable.of(n);
            for (int trial = 0; trial < 300; trial++) {
                Board board = RandomBoards.solvable(n, random);
                OptimalSolution solution = solver().solve(board);
                assertEquals(new Solver(board).moves(), solution.moves(), board.toString());
                assertEquals(table.distance(board), solution.moves(), board.toString());
                RandomBoards.assertValidPath(board, solution.path(), solution.moves());
            }
        }
    }

    @Test
    void fourByFourWalksAreSolvedInAtMostTheWalkWithTheSameParity() {
        Random random = new Random(22);
        for (int trial = 0; trial < 30; trial++) {
            int steps = random.nextInt(45);
            Board board = RandomBoards.walk(4, steps, random);
            OptimalSolution solution = solver().solve(board);
            assertTrue(solution.moves() <= steps, solution.moves() + " > " + steps);
            assertEquals(steps % 2, solution.moves() % 2);
            RandomBoards.assertValidPath(board, solution.path(), solution.moves());
            if (steps <= 20) {
                assertEquals(new Solver(board).moves(), solution.moves(), board.toString());
            }
        }
    }

    @Test
    void easyBoardsOfLargerSizesAreSolved() {
        Random random = new Random(23);
        for (int n = 5; n <= 7; n++) {
            Board board = RandomBoards.walk(n, 16, random);
            OptimalSolution solution = solver().solve(board);
            assertEquals(new Solver(board).moves(), solution.moves(), board.toString());
            RandomBoards.assertValidPath(board, solution.path(), solution.moves());
        }
    }

    @Test
    void solveAllKeepsTheOrderOfTheBoards() {
        Random random = new Random(24);
        List<Board> boards = new ArrayList<>();
        for (int k = 0; k < 40; k++) {
            boards.add(RandomBoards.walk(2 + k % 3, 25, random));
        }
        List<OptimalSolution> solutions = solver().solveAll(boards, 3);
        assertEquals(boards.size(), solutions.size());
        for (int k = 0; k < boards.size(); k++) {
            assertEquals(solver().solve(boards.get(k)).moves(), solutions.get(k).moves());
            RandomBoards.assertValidPath(boards.get(k), solutions.get(k).path(), solutions.get(k).moves());
        }
        assertThrows(IllegalArgumentException.class, () -> solver().solveAll(boards, 0));
    }

    @Test
    void aBoardBeyondTheBudgetGetsTheBudgetException() {
        OptimalSolver tiny = solver().withLimits(10_000, Duration.ofMinutes(1));
        Random random = new Random(25);
        for (int n : new int[] {4, 5, 6}) {
            Board hard = RandomBoards.solvable(n, random);
            SearchBudgetException e = assertThrows(SearchBudgetException.class, () -> tiny.solve(hard));
            assertTrue(e.getMessage().contains("too hard"), e.getMessage());
            assertEquals("over 10000 nodes", e.shortReason());
            assertEquals(10_000, e.nodes());
        }
    }

    @Test
    void databasesAreBuiltOnceAndReportedWithTheHeuristicTheyServe() {
        List<DatabaseLoad> loads = solver().prepare(4);
        assertEquals(3, loads.size());
        assertEquals(List.of("4x4-1-2-5-6", "4x4-3-4-7-8", "4x4-13-14-15"),
                loads.stream().map(DatabaseLoad::name).toList());
        assertEquals(loads, solver().prepare(4));
        assertEquals("pdb-4-4-3+reflection", solver().heuristicFor(4).name());
        assertEquals("linear-conflict", solver().heuristicFor(6).name());
        assertTrue(solver().prepare(6).isEmpty());
    }

    @Test
    void theDefaultCacheIsAUserFolder() {
        Path folder = OptimalSolver.defaultCacheDirectory();
        assertTrue(folder.isAbsolute() || System.getenv("NPUZZLE_CACHE") != null, folder.toString());
        assertEquals(folder, OptimalSolver.standard().cacheDirectory());
    }

    @Test
    void cornerCasesThrowTheCourseExceptions() {
        NullPointerException npe = assertThrows(NullPointerException.class, () -> solver().solve(null));
        assertEquals("board is null", npe.getMessage());
        for (int n = 2; n <= 5; n++) {
            int[] tiles = Board.goal(n).toRowMajor();
            tiles[0] = 2;
            tiles[1] = 1;
            Board unsolvable = Board.ofRowMajor(n, tiles);
            IllegalArgumentException iae = assertThrows(IllegalArgumentException.class,
                    () -> solver().solve(unsolvable));
            assertEquals("board is unsolvable", iae.getMessage());
        }
    }
}
