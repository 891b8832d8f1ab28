package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BoardTests {
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);
    private static final Board UNSOLVABLE_4X4 =
            Board.ofRowMajor(4, 3, 2, 4, 8, 1, 6, 0, 12, 5, 10, 7, 11, 9, 13, 14, 15);

    @Test
    void twinExchangesTheFirstTwoTilesAndFlipsSolvability() {
        assertEquals(Board.ofRowMajor(3, 1, 8, 3, 4, 0, 2, 7, 6, 5),
                Board.ofRowMajor(3, 8, 1, 3, 4, 0, 2, 7, 6, 5).twin());
        assertEquals(Board.ofRowMajor(2, 0, 2, 1, 3), Board.ofRowMajor(2, 0, 1, 2, 3).twin());
        assertEquals(Board.ofRowMajor(2, 2, 0, 1, 3), Board.ofRowMajor(2, 1, 0, 2, 3).twin());
        PuzzleGenerator generator = new PuzzleGenerator(16);
        for (int k = 0; k < 200; k++) {
            int n = 2 + k % 4;
            Board board = k % 2 == 0 ? generator.randomSolvable(n) : generator.randomUnsolvable(n);
            assertNotEquals(board.isSolvable(), board.twin().isSolvable(), board.toString());
            assertEquals(board.twin(), board.twin());
            assertEquals(board.blankRow(), board.twin().blankRow());
            assertEquals(board.blankColumn(), board.twin().blankColumn());
        }
    }

    @Test
    void assignmentExamplesHaveTheStatedFacts() {
        assertEquals(5, PUZZLE05.hamming());
        assertEquals(5, PUZZLE05.manhattan());
        assertFalse(PUZZLE05.isGoal());
        assertTrue(PUZZLE05.isSolvable());

        assertEquals(12, UNSOLVABLE_4X4.hamming());
        assertEquals(13, UNSOLVABLE_4X4.manhattan());
        assertFalse(UNSOLVABLE_4X4.isSolvable());

        Board third = Board.ofRowMajor(3, 8, 1, 3, 4, 0, 2, 7, 6, 5);
        assertEquals(5, third.hamming());
        assertEquals(10, third.manhattan());
        assertTrue(third.isSolvable());
    }

    @Test
    void solvabilityExamplesOfTheAssignment() {
        assertFalse(Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0).isSolvable());
        Board even = Board.ofRowMajor(4, 1, 2, 3, 4, 5, 0, 6, 8, 9, 10, 7, 11, 13, 14, 15, 12);
        assertEquals(6, even.inversions());
        assertEquals(1, even.blankRow());
        assertTrue(even.isSolvable());
    }

    @Test
    void neighborsOfPuzzle05AreTheThreeInTheAssignment() {
        Set<Board> expected = Set.of(
                Board.ofRowMajor(3, 0, 1, 3, 4, 2, 6, 7, 5, 8),
                Board.ofRowMajor(3, 4, 1, 3, 2, 0, 6, 7, 5, 8),
                Board.ofRowMajor(3, 4, 1, 3, 7, 2, 6, 0, 5, 8));
        Set<Board> actual = new HashSet<>();
        PUZZLE05.neighbors().forEach(actual::add);
        assertEquals(expected, actual);
        assertEquals(Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8), PUZZLE05, "neighbors changed the board");
    }

    @Test
    void toStringIsTheCourseFormat() {
        assertEquals(" 4  1  3\n    2  6\n 7  5  8", PUZZLE05.toString());
        assertEquals(" 1  2\n 3   ", Board.goal(2).toString());
    }

    @Test
    void constructorCopiesItsArray() {
        int[][] tiles = {{1, 2}, {3, 0}};
        Board board = new Board(tiles);
        tiles[0][0] = 2;
        tiles[0][1] = 1;
        assertEquals(1, board.tileAt(0, 0));
        assertTrue(board.isGoal());
    }

    @Test
    void equalsComparesSizeAndTiles() {
        Board goal3 = Board.goal(3);
        assertEquals(goal3, Board.goal(3));
        assertEquals(goal3.hashCode(), Board.goal(3).hashCode());
        assertNotEquals(goal3, Board.goal(2));
        assertNotEquals(goal3, PUZZLE05);
        assertFalse(goal3.equals(null));
        assertFalse(goal3.equals("goal"));
    }

    @Test
    void invalidArraysAreRejectedWithTheReason() {
        assertThrows(IllegalArgumentException.class, () -> new Board(new int[][] {{0}}));
        assertThrows(IllegalArgumentException.class, () -> new Board(new int[][] {{1, 2}, {0}}));
        assertThrows(IllegalArgumentException.class, () -> Board.ofRowMajor(2, 1, 1, 2, 0));
        assertThrows(IllegalArgumentException.class, () -> Board.ofRowMajor(2, 1, 2, 3, 4));
    }

    /** Blank in every row of boards of both parities: the rule must agree with reachability from the goal. */
    @Test
    void solvabilityMatchesRandomWalksForEveryBlankRow() {
        Random random = new Random(42);
        for (int n = 2; n <= 7; n++) {
            Set<Integer> rowsSeen = new HashSet<>();
            for (int trial = 0; trial < 200; trial++) {
                Board walked = randomWalk(Board.goal(n), 1 + random.nextInt(200), random);
                assertTrue(walked.isSolvable(), () -> "reachable board judged unsolvable:\n" + walked);
                Board swapped = swapFirstTwoTiles(walked);
                assertFalse(swapped.isSolvable(), () -> "board one transposition away judged solvable:\n" + swapped);
                rowsSeen.add(walked.blankRow());
            }
            assertEquals(n, rowsSeen.size(), "the blank should visit every row for n=" + n);
        }
    }

    @Test
    void hammingAndManhattanIgnoreTheBlank() {
        Board blankFirst = Board.ofRowMajor(2, 0, 1, 2, 3);
        assertEquals(3, blankFirst.hamming());
        assertEquals(1 + 2 + 1, blankFirst.manhattan());
    }

    static Board randomWalk(Board start, int steps, Random random) {
        Board board = start;
        for (int s = 0; s < steps; s++) {
            java.util.List<Board> options = new java.util.ArrayList<>();
            board.neighbors().forEach(options::add);
            board = options.get(random.nextInt(options.size()));
        }
        return board;
    }

    private static Board swapFirstTwoTiles(Board board) {
        int[] tiles = board.toRowMajor();
        int a = tiles[0] == 0 ? 1 : 0;
        int b = tiles[a + 1] == 0 ? a + 2 : a + 1;
        int t = tiles[a];
        tiles[a] = tiles[b];
        tiles[b] = t;
        return Board.ofRowMajor(board.size(), tiles);
    }
}
