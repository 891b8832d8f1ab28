package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class IndependentFactsTests {
    @Test
    void assignmentExamplesHaveTheirFacts() {
        int[][] puzzle05 = {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}};
        assertEquals(5, IndependentFacts.hamming(puzzle05));
        assertEquals(5, IndependentFacts.manhattan(puzzle05));
        assertTrue(IndependentFacts.solvable(puzzle05));
        int[][] unsolvable = {{3, 2, 4, 8}, {1, 6, 0, 12}, {5, 10, 7, 11}, {9, 13, 14, 15}};
        assertEquals(12, IndependentFacts.hamming(unsolvable));
        assertEquals(13, IndependentFacts.manhattan(unsolvable));
        assertFalse(IndependentFacts.solvable(unsolvable));
        assertFalse(IndependentFacts.solvable(new int[][] {{1, 2, 3}, {4, 5, 6}, {8, 7, 0}}));
        assertTrue(IndependentFacts.solvable(new int[][] {{1, 2, 3, 4}, {5, 0, 6, 8}, {9, 10, 7, 11}, {13, 14, 15, 12}}));
    }

    @Test
    void agreesWithBoardOnRandomBoardsOfEverySize() {
        PuzzleGenerator generator = new PuzzleGenerator(5);
        for (int n = 2; n <= 9; n++) {
            for (int trial = 0; trial < 200; trial++) {
                Board board = trial % 2 == 0 ? generator.randomSolvable(n) : generator.randomUnsolvable(n);
                int[][] tiles = board.toArray();
                assertEquals(board.hamming(), IndependentFacts.hamming(tiles));
                assertEquals(board.manhattan(), IndependentFacts.manhattan(tiles));
                assertEquals(board.isSolvable(), IndependentFacts.solvable(tiles), board.toString());
            }
        }
    }
}
