package npuzzle.grader.checks.property;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class NotJudgedTests {
    private static final List<Sample> SAMPLES = List.of(new Sample("two", Board.goal(2), false),
            new Sample("three", Board.goal(3), false), new Sample("four", Board.goal(4), false),
            new Sample("five", Board.goal(5), false));

    @Test
    void inputsNotJudgedCountNeitherWayAndTheCheckSaysOnceWhy() {
        CheckNotes.take();
        Property property = board -> {
            if (board.size() >= 4) {
                throw new NotJudged("the search did not finish (charged by solver.moves.optimal)");
            }
            return null;
        };
        assertDoesNotThrow(() -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), property));
        assertEquals("2 of 4 boards not judged: the search did not finish (charged by solver.moves.optimal)",
                CheckNotes.take());
        assertNull(CheckNotes.take());
    }

    @Test
    void aFailureIsCountedAmongTheJudgedInputsOnly() {
        Property property = board -> switch (board.size()) {
            case 2 -> new Mismatch("1", "2", null);
            case 3 -> null;
            default -> throw new NotJudged("your Board's isGoal() is wrong (see board.is-goal)");
        };
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), property));
        assertEquals(1, failure.details().passed());
        assertEquals(2, failure.details().total());
        assertTrue(failure.getMessage().startsWith("moves() is wrong on 1 of 2 judged boards"), failure.getMessage());
        assertTrue(failure.getMessage().contains("2 of 4 boards not judged: your Board's isGoal() is wrong"),
                failure.getMessage());
    }
}
