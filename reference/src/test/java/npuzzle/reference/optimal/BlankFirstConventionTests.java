package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class BlankFirstConventionTests {
    @Test
    void theBlankFirstGoalBecomesTheGoal() {
        for (int n = 2; n <= 6; n++) {
            int[] blankFirst = new int[n * n];
            for (int k = 0; k < blankFirst.length; k++) {
                blankFirst[k] = k;
            }
            assertEquals(Board.goal(n), BlankFirstConvention.toBlankLast(n, blankFirst));
        }
    }

    @Test
    void everyBoardKeepsItsOptimalLengthOn3x3() {
        Map<Board, Integer> blankFirstDistances = breadthFirstFrom(Board.ofRowMajor(3, 0, 1, 2, 3, 4, 5, 6, 7, 8));
        assertEquals(181_440, blankFirstDistances.size());
        BreadthFirstTable table = BreadthFirstTable.of(3);
        Random random = new Random(41);
        for (int trial = 0; trial < 500; trial++) {
            Board board = RandomBoards.shuffled(3, random);
            Board converted = BlankFirstConvention.toBlankLast(3, board.toRowMajor());
            assertEquals(blankFirstDistances.getOrDefault(board, -1), table.distance(converted), board.toString());
        }
    }

    @Test
    void korfsFirstInstanceIsTurnedAndRelabelled() {
        List<Board> boards = KorfInstances.korf100();
        assertEquals(100, boards.size());
        // instance 1, 14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3, turned by hand: cell p to 15 - p, t to 16 - t
        assertEquals(Board.ofRowMajor(4, 13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2), boards.get(0));
        for (Board board : boards) {
            assertTrue(board.isSolvable(), board.toString());
        }
    }

    @Test
    void malformedLinesNameTheSourceAndLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KorfInstances.parse("set.txt", "# comment\n1 2 3\n"));
        assertEquals("set.txt:2: expected an instance number and 16 tiles, found 3 fields", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> KorfInstances.parse("set.txt",
                "\n7 1 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0\n"));
        assertTrue(e.getMessage().startsWith("set.txt:2: tile 1 appears twice"), e.getMessage());
    }

    private static Map<Board, Integer> breadthFirstFrom(Board goal) {
        Map<Board, Integer> distances = new HashMap<>();
        Deque<Board> queue = new ArrayDeque<>();
        distances.put(goal, 0);
        queue.add(goal);
        while (!queue.isEmpty()) {
            Board board = queue.poll();
            for (Board neighbor : board.neighbors()) {
                if (!distances.containsKey(neighbor)) {
                    distances.put(neighbor, distances.get(board) + 1);
                    queue.add(neighbor);
                }
            }
        }
        return distances;
    }
}
