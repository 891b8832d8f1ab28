package npuzzle.grader.checks.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class ShrinkerTests {
    @Test
    void aRandomCounterexampleShrinksToASmallerSizeAndTowardTheGoal() {
        SplittableRandom random = new SplittableRandom(3);
        List<Sample> samples = List.of(Sample.random(Inputs.randomBoard(random, 7)),
                Sample.random(Inputs.randomBoard(random, 9)), Sample.random(Board.goal(5)));
        // Fails on every board of n >= 3 that is not the goal: the smallest such board is a 3x3 one slide away.
        Property property = board -> board.size() >= 3 && !board.isGoal()
                ? new Mismatch("goal", "not goal", null) : null;
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("isGoal()", samples, random, property));
        CheckDetails details = failure.details();
        assertEquals(1, details.passed());
        assertEquals(3, details.total());
        assertEquals(3, details.input().lines().count(), details.input());
        assertTrue(manhattan(details.input()) <= 2, "near the goal:\n" + details.input());
    }

    @Test
    void aDataFileIsShownAsItIsWithItsName() {
        Board puzzle = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);
        List<Sample> samples = List.of(new Sample("puzzle05.txt", puzzle, false));
        CheckFailure failure = assertThrows(CheckFailure.class, () -> MultiInputCheck.verify("hamming()", samples,
                new SplittableRandom(1), board -> new Mismatch("5", "6", "the blank is counted")));
        assertEquals(puzzle.toString(), failure.details().input());
        assertEquals("hamming() is wrong on 1 of 1 boards; shown: the smallest failing one, puzzle05.txt",
                failure.getMessage());
        assertEquals("the blank is counted", failure.details().hint());
    }

    @Test
    void passingEverywhereThrowsNothing() {
        MultiInputCheck.verify("size()", List.of(Sample.random(Board.goal(4))), new SplittableRandom(1), b -> null);
    }

    private static int manhattan(String text) {
        String[] lines = text.split("\n");
        int n = lines.length;
        int[] tiles = new int[n * n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                String cell = lines[i].substring(j * 3, j * 3 + 2).trim();
                tiles[i * n + j] = cell.isEmpty() ? 0 : Integer.parseInt(cell);
            }
        }
        return Board.ofRowMajor(n, tiles).manhattan();
    }
}
