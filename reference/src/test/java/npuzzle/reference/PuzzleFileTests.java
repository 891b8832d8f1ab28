package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PuzzleFileTests {
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);

    @Test
    void readsTheCourseFormat() throws Exception {
        assertEquals(PUZZLE05, PuzzleFile.parse("p", "3\n 4  1  3 \n 0  2  6 \n 7  5  8 \n"));
    }

    @Test
    void toleratesCrlfTabsBomAndBlankLines() throws Exception {
        assertEquals(PUZZLE05, PuzzleFile.parse("p", "\uFEFF3\r\n\r\n4\t1\t3\r\n0 2 6\r\n\r\n7 5 8"));
    }

    @Test
    void writesWhatItReads(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("puzzle05.txt");
        PuzzleFile.write(file, PUZZLE05);
        assertEquals(PUZZLE05, PuzzleFile.read(file));
        Board big = Board.goal(10);
        assertEquals(big, PuzzleFile.parse("big", PuzzleFile.format(big)));
        assertTrue(Files.readString(file).startsWith("3\n4 1 3\n"));
    }

    @Test
    void emptyFile() {
        assertProblem("", 1, 1, "empty file");
        assertProblem(" \n\n\t", 1, 1, "empty file");
    }

    @Test
    void sizeMissingOrTooSmall() {
        assertProblem("x\n1 2 3 0", 1, 1, "expected the board size n (an integer), found 'x'");
        assertProblem("1\n0", 1, 1, "board size must be at least 2, found 1");
        assertProblem("-3", 1, 1, "board size must be at least 2, found -3");
    }

    @Test
    void nonIntegerTile() {
        assertProblem("2\n1 2\n3 _\n", 3, 3, "expected a tile (an integer), found '_'");
        assertProblem("2\n1 2.0\n3 0\n", 2, 3, "expected a tile (an integer), found '2.0'");
    }

    @Test
    void tooFewOrTooManyTiles() {
        assertProblem("3\n1 2 3\n4 5 6\n7 0\n", 4, 4, "too few tiles: a 3x3 board needs 9, found 8");
        assertProblem("2\n1 2\n3 0 4\n", 3, 5, "too many tiles: a 2x2 board needs 4, found 5");
    }

    @Test
    void tileOutOfRange() {
        assertProblem("2\n1 2\n0 7\n", 3, 3, "tile 7 is out of range: tiles of a 2x2 board are 0..3");
        assertProblem("2\n1 -2\n0 3\n", 2, 3, "tile -2 is out of range");
    }

    @Test
    void duplicatedTile() {
        assertProblem("2\n1 2\n2 0\n", 3, 1, "tile 2 appears twice (first at line 2, column 3)");
    }

    @Test
    void noBlank() {
        assertProblem("2\n1 2\n3 4\n", 1, 1, "no blank: one tile must be 0");
    }

    @Test
    void messageNamesFileLineAndColumn() {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class,
                () -> PuzzleFile.parse("data/bad.txt", "2\n1 2\n2 0\n"));
        assertEquals("data/bad.txt:3:1: tile 2 appears twice (first at line 2, column 3)", e.getMessage());
    }

    private static void assertProblem(String content, int line, int column, String problemPrefix) {
        PuzzleFormatException e = assertThrows(PuzzleFormatException.class, () -> PuzzleFile.parse("f", content));
        assertTrue(e.problem().startsWith(problemPrefix), () -> "problem was: " + e.problem());
        assertEquals(line, e.line(), () -> "line of: " + e.getMessage());
        assertEquals(column, e.column(), () -> "column of: " + e.getMessage());
    }
}
