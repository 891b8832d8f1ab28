package npuzzle.grader.checks.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class NotJudgedTests {
    private static final List<Sample> SAMPLES = List.of(new Sample("two", Board.goal(2), false),
            new Sample("three", Board.goal(3), false), new Sample("four", Board.goal(4), false),
            new Sample("five", Board.goal(5), false));

    @Test
    void inputsNotJudgedEarnNothingAndAreCountedAgainstTheirCause() {
        Property property = board -> {
            if (board.size() >= 4) {
                throw new NotJudged("the search did not finish (charged by solver.moves.optimal)",
                        "solver.moves.optimal");
            }
            return null;
        };
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), property));
        assertEquals("moves() is right on the 2 boards judged; 2 of 4 boards not judged: the search did not finish "
                + "(charged by solver.moves.optimal)", failure.getMessage());
        assertEquals(2, failure.details().passed());
        assertEquals(4, failure.details().total());
        assertEquals(Map.of("solver.moves.optimal", 2), failure.details().causes());
        assertNull(failure.details().input());
    }

    @Test
    void aCheckThatJudgedNothingEarnsNothingAndSaysWhy() {
        Property property = board -> {
            throw new NotJudged("your equals() calls boards with two tiles swapped equal (charged by "
                    + "board.equals.one-tile)", "board.equals.one-tile");
        };
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("equals", SAMPLES, new SplittableRandom(1), property));
        assertTrue(failure.getMessage().startsWith("nothing judged, so no point earned: 4 of 4 boards not judged"),
                failure.getMessage());
        assertEquals(0, failure.details().fraction());
        assertEquals(Map.of("board.equals.one-tile", 4), failure.details().causes());
    }

    @Test
    void aFailureIsCountedAmongTheJudgedInputsAndTheUnjudgedEarnNothing() {
        Property property = board -> switch (board.size()) {
            case 2 -> new Mismatch("1", "2", null);
            case 3 -> null;
            default -> throw new NotJudged("your Board's isGoal() is wrong (charged by board.is-goal)",
                    "board.is-goal");
        };
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), property));
        assertEquals(1, failure.details().passed());
        assertEquals(4, failure.details().total());
        assertEquals(Map.of("board.is-goal", 2), failure.details().causes());
        assertTrue(failure.getMessage().startsWith("moves() is wrong on 1 of 2 judged boards"), failure.getMessage());
        assertTrue(failure.getMessage().contains("2 of 4 boards not judged: your Board's isGoal() is wrong"),
                failure.getMessage());
    }
}
