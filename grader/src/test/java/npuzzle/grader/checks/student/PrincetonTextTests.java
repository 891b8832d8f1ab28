package npuzzle.grader.checks.student;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

/** Princeton's toString format: what the format check accepts, and how tiles are read from it. */
class PrincetonTextTests {
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);
    private static final int[][] TILES = {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}};

    @Test
    void theSpecificationsFormatAndItsSpacingVariantsAreAccepted() {
        assertEquals("3\n 4  1  3 \n 0  2  6 \n 7  5  8 \n", PrincetonText.format(PUZZLE05));
        assertNull(PrincetonText.problem(PrincetonText.format(PUZZLE05), PUZZLE05));
        assertNull(PrincetonText.problem("3\n4 1 3\n0 2 6\n7 5 8", PUZZLE05));
        assertNull(PrincetonText.problem("3\r\n 4  1  3\r\n 0  2  6\r\n 7  5  8\r\n", PUZZLE05));
    }

    @Test
    void eachDepartureIsNamed() {
        assertEquals("the first line must be the size n = 3 alone, was \" 4  1  3\"",
                PrincetonText.problem(" 4  1  3\n 0  2  6\n 7  5  8", PUZZLE05));
        assertEquals("row 1 should hold the tiles [0, 2, 6] (0 for the blank), was \"    2  6\"",
                PrincetonText.problem("3\n 4  1  3\n    2  6\n 7  5  8\n", PUZZLE05));
        assertEquals("expected n + 1 = 4 lines (the size, then the rows), found 3",
                PrincetonText.problem("3\n 4  1  3\n 0  2  6\n", PUZZLE05));
        assertEquals("toString() returned null", PrincetonText.problem(null, PUZZLE05));
    }

    @Test
    void tilesAreReadWithOrWithoutTheSizeLine() {
        assertArrayEquals(TILES, PrincetonText.tiles(PrincetonText.format(PUZZLE05)));
        assertArrayEquals(TILES, PrincetonText.tiles(" 4  1  3\n 0  2  6\n 7  5  8"));
        assertArrayEquals(new int[][] {{1, 2}, {3, 0}}, PrincetonText.tiles("2\n1 2\n3 0\n"));
        assertArrayEquals(new int[][] {{1, 2}, {3, 0}}, PrincetonText.tiles("1 2\n3 0"));
        assertThrows(StudentException.class, () -> PrincetonText.tiles("3\n 4  1  3\n    2  6\n 7  5  8"));
        assertThrows(StudentException.class, () -> PrincetonText.tiles(null));
    }
}
