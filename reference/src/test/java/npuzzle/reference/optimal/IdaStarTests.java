package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class IdaStarTests {
    private static final List<Heuristic> HEURISTICS = List.of(Heuristic.manhattan(), Heuristic.linearConflict());

    private static IdaStar search(Heuristic heuristic) {
        return new IdaStar(heuristic, 100_000_000L, Duration.ofMinutes(5));
    }

    @Test
    void everyHeuristicFindsTheTableDistanceOn3x3Boards() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        Random random = new Random(5);
        for (int trial = 0; trial < 60; trial++) {
            Board board = RandomBoards.solvable(3, random);
            for (Heuristic heuristic : HEURISTICS) {
                OptimalSolution solution = search(heuristic).solve(board);
                assertEquals(table.distance(board), solution.moves(), heuristic.name() + "\n" + board);
                RandomBoards.assertValidPath(board, solution.path(), solution.moves());
                assertTrue(solution.moves() == 0 || solution.nodesGenerated() > 0);
            }
        }
    }

    @Test
    void estimatesNeverExceedTheTrueDistance() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        Random random = new Random(6);
        for (int trial = 0; trial < 2000; trial++) {
            Board board = RandomBoards.solvable(3, random);
            int manhattan = Heuristic.manhattan().start(3, board.toRowMajor()).value();
            int conflict = Heuristic.linearConflict().start(3, board.toRowMajor()).value();
            assertEquals(board.manhattan(), manhattan);
            assertTrue(manhattan <= conflict, board.toString());
            assertTrue(conflict <= table.distance(board), board.toString());
        }
    }

    @Test
    void incrementalEstimatesEqualFreshOnesAlongARandomWalk() {
        Random random = new Random(8);
        for (int n = 3; n <= 5; n++) {
            int[] tiles = RandomBoards.solvable(n, random).toRowMajor();
            for (Heuristic heuristic : HEURISTICS) {
                int[] walked = tiles.clone();
                Heuristic.Evaluator evaluator = heuristic.start(n, walked);
                int blank = indexOf(walked, 0);
                for (int step = 0; step < 300; step++) {
                    int[] next = Moves.of(n).neighbors(blank);
                    int cell = next[random.nextInt(next.length)];
                    int tile = walked[cell];
                    walked[blank] = tile;
                    walked[cell] = 0;
                    int value = evaluator.slide(tile, cell, blank);
                    assertEquals(heuristic.start(n, walked.clone()).value(), value, heuristic.name());
                    if (random.nextInt(4) == 0) {
                        walked[cell] = tile;
                        walked[blank] = 0;
                        evaluator.undo(tile, cell, blank);
                        assertEquals(heuristic.start(n, walked.clone()).value(), evaluator.value());
                    } else {
                        blank = cell;
                    }
                }
            }
        }
    }

    @Test
    void linearConflictGeneratesNoMoreNodesThanManhattanOn4x4Walks() {
        Random random = new Random(9);
        for (int trial = 0; trial < 10; trial++) {
            Board board = RandomBoards.walk(4, 30, random);
            OptimalSolution manhattan = search(Heuristic.manhattan()).solve(board);
            OptimalSolution conflict = search(Heuristic.linearConflict()).solve(board);
            assertEquals(manhattan.moves(), conflict.moves());
            assertTrue(conflict.nodesGenerated() <= manhattan.nodesGenerated(), board.toString());
        }
    }

    @Test
    void parallelSearchesFindTheSingleThreadedSolution() {
        Random random = new Random(10);
        for (int trial = 0; trial < 12; trial++) {
            Board board = RandomBoards.walk(4, 20 + random.nextInt(20), random);
            for (Heuristic heuristic : HEURISTICS) {
                OptimalSolution single = search(heuristic).solve(board);
                OptimalSolution parallel = new IdaStar(heuristic, 100_000_000L, Duration.ofMinutes(5), 3).solve(board);
                assertEquals(single.moves(), parallel.moves(), board.toString());
                assertEquals(single.path(), parallel.path(), "the first solution in depth-first order");
                assertTrue(parallel.nodesGenerated() > 0);
            }
        }
    }

    @Test
    void aParallelSearchOverItsNodeLimitThrowsTheBudgetException() {
        Board board = RandomBoards.walk(4, 80, new Random(4));
        IdaStar tiny = new IdaStar(Heuristic.manhattan(), 100_000, Duration.ofMinutes(1), 2);
        SearchBudgetException e = assertThrows(SearchBudgetException.class, () -> tiny.solve(board));
        assertEquals("over 100000 nodes", e.shortReason());
        assertThrows(IllegalArgumentException.class,
                () -> new IdaStar(Heuristic.manhattan(), 10, Duration.ofMinutes(1), 0));
    }

    @Test
    void aSearchOverItsNodeLimitThrowsTheBudgetException() {
        Board board = RandomBoards.walk(4, 60, new Random(3));
        IdaStar tiny = new IdaStar(Heuristic.manhattan(), 1000, Duration.ofMinutes(1));
        SearchBudgetException e = assertThrows(SearchBudgetException.class, () -> tiny.solve(board));
        assertTrue(e.getMessage().contains("1000 search nodes"), e.getMessage());
    }

    @Test
    void cornerCasesThrowTheCourseExceptions() {
        IdaStar ida = search(Heuristic.manhattan());
        NullPointerException npe = assertThrows(NullPointerException.class, () -> ida.solve(null));
        assertEquals("board is null", npe.getMessage());
        IllegalArgumentException iae = assertThrows(IllegalArgumentException.class,
                () -> ida.solve(Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0)));
        assertEquals("board is unsolvable", iae.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new IdaStar(Heuristic.manhattan(), 0, Duration.ZERO));
    }

    private static int indexOf(int[] tiles, int tile) {
        int k = 0;
        while (tiles[k] != tile) {
            k++;
        }
        return k;
    }
}
