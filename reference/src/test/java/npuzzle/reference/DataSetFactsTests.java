package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.OptionalInt;
import npuzzle.reference.optimal.OptimalSolver;
import org.junit.jupiter.api.Test;

class DataSetFactsTests {
    private static final Board HARD38 = Board.ofRowMajor(4, 5, 4, 3, 8, 9, 2, 6, 1, 0, 13, 14, 7, 15, 11, 10, 12);

    @Test
    void courseFileNamesStateTheirMoves() {
        assertEquals(OptionalInt.of(31), DataSetFacts.courseMoves("puzzle31.txt"));
        assertEquals(OptionalInt.of(80), DataSetFacts.courseMoves("hard80.txt"));
        assertEquals(OptionalInt.empty(), DataSetFacts.courseMoves("puzzle3x3-31-1.txt"));
        assertEquals(OptionalInt.empty(), DataSetFacts.courseMoves("puzzle2x2-unsolvable1.txt"));
    }

    @Test
    void factsComeFromTheBoardAndMovesFromTheSolver() {
        DataSetFacts.Computed computed = new DataSetFacts(OptimalSolver.standard())
                .compute("puzzle05.txt", Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8));
        assertEquals(new PuzzleFacts("puzzle05.txt", 3, new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}}, 5, 5, true, 5),
                computed.facts());
        assertTrue(computed.source().startsWith("breadth-first table"), computed.source());
    }

    @Test
    void aBoardTooHardForTheBudgetTakesTheMovesOfItsCourseNameOrNone() {
        DataSetFacts tiny = new DataSetFacts(OptimalSolver.create(OptimalSolver.defaultCacheDirectory(), 10, Duration.ofMinutes(1)));
        DataSetFacts.Computed named = tiny.compute("hard38.txt", HARD38);
        assertEquals(38, named.facts().moves());
        assertTrue(named.source().startsWith("course file name"), named.source());
        DataSetFacts.Computed unnamed = tiny.compute("puzzle4x4-38-1.txt", HARD38);
        assertNull(unnamed.facts().moves());
        assertTrue(unnamed.source().startsWith("unknown"), unnamed.source());
    }

    @Test
    void aCourseNameTheSolverContradictsIsAnError() {
        DataSetFacts facts = new DataSetFacts(OptimalSolver.standard());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> facts.compute("hard40.txt", HARD38));
        assertEquals("hard40.txt: the optimal solver finds 38 moves, the course file name says 40", e.getMessage());
    }

    @Test
    void uniformRandomBigBoardsAndUnsolvableBoardsHaveNoMoves() {
        DataSetFacts facts = new DataSetFacts(OptimalSolver.standard());
        PuzzleGenerator generator = new PuzzleGenerator(1);
        assertNull(facts.compute("puzzle6x6-random1.txt", generator.randomSolvable(6)).facts().moves());
        DataSetFacts.Computed unsolvable = facts.compute("puzzle3x3-unsolvable3.txt", generator.randomUnsolvable(3));
        assertNull(unsolvable.facts().moves());
        assertEquals("unsolvable", unsolvable.source());
    }
}
