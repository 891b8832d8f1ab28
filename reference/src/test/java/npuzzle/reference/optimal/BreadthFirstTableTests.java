package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;

class BreadthFirstTableTests {
    @Test
    void everySolvable2x2BoardHasTheDistanceTheAssignmentsSolverFinds() {
        BreadthFirstTable table = BreadthFirstTable.of(2);
        int deepest = 0;
        int solvable = 0;
        for (int rank = 0; rank < 24; rank++) {
            int[] tiles = new int[4];
            BreadthFirstTable.unrank(rank, tiles);
            Board board = Board.ofRowMajor(2, tiles);
            if (board.isSolvable()) {
                solvable++;
                int moves = new Solver(board).moves();
                assertEquals(moves, table.distance(board), board.toString());
                deepest = Math.max(deepest, moves);
            } else {
                assertEquals(-1, table.distance(board), board.toString());
            }
        }
        assertEquals(12, solvable);
        assertEquals(deepest, table.maxDistance());
    }

    @Test
    void random3x3BoardsHaveTheDistanceTheAssignmentsSolverFinds() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        Random random = new Random(11);
        for (int trial = 0; trial < 300; trial++) {
            Board board = RandomBoards.shuffled(3, random);
            int expected = board.isSolvable() ? new Solver(board).moves() : -1;
            assertEquals(expected, table.distance(board), board.toString());
        }
    }

    @Test
    void the3x3TableCoversHalfOfAllPermutationsUpToThePublishedDiameter() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        long total = 0;
        for (long count : table.countsByDistance()) {
            total += count;
        }
        assertEquals(181_440, total);
        assertEquals(31, table.maxDistance(), "the 8-puzzle's diameter is 31 (Reinefeld 1993)");
        List<Board> deepest = table.boardsAtDistance(31);
        assertEquals(2, deepest.size(), "exactly two 8-puzzle boards need 31 moves");
        for (Board board : deepest) {
            assertEquals(31, new Solver(board).moves());
        }
    }

    @Test
    void boardsAtADistanceAreSortedAndAtThatDistance() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        List<Board> boards = table.boardsAtDistance(5);
        assertEquals(table.countsByDistance()[5], boards.size());
        for (int k = 0; k < boards.size(); k++) {
            assertEquals(5, new Solver(boards.get(k)).moves());
            if (k > 0) {
                assertTrue(BreadthFirstTable.rank(boards.get(k - 1).toRowMajor())
                        < BreadthFirstTable.rank(boards.get(k).toRowMajor()));
            }
        }
        assertEquals(List.of(Board.goal(3)), table.boardsAtDistance(0));
        assertTrue(table.boardsAtDistance(32).isEmpty());
    }

    @Test
    void rankAndUnrankAreInverse() {
        int[] tiles = new int[9];
        for (int rank = 0; rank < 362_880; rank += 997) {
            BreadthFirstTable.unrank(rank, tiles);
            assertEquals(rank, BreadthFirstTable.rank(tiles));
        }
    }

    @Test
    void tablesAreSharedAndRejectOtherSizes() {
        assertSame(BreadthFirstTable.of(3), BreadthFirstTable.of(3));
        assertThrows(IllegalArgumentException.class, () -> BreadthFirstTable.of(4));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BreadthFirstTable.of(3).distance(Board.goal(2)));
        assertTrue(e.getMessage().contains("2x2"), e.getMessage());
    }
}
