package npuzzle.grader.checks.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.reference.Board;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PassOrFailOnlyTests {
    private static final List<Sample> SAMPLES = List.of(new Sample("two", Board.goal(2), false),
            new Sample("three", Board.goal(3), false), new Sample("four", Board.goal(4), false),
            new Sample("five", Board.goal(5), false));

    @AfterEach
    void judgeEveryInputAgain() {
        MultiInputCheck.passOrFailOnly(false);
    }

    @Test
    void theFirstFailingInputEndsTheCheck() {
        MultiInputCheck.passOrFailOnly(true);
        List<Integer> judged = new ArrayList<>();
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), wrongOnThree(judged)));
        assertEquals("moves() is wrong on three", failure.getMessage());
        assertEquals(List.of(2, 3), judged);
    }

    @Test
    void theFirstInputNotJudgedEndsTheCheckForItFailsItAsWell() {
        MultiInputCheck.passOrFailOnly(true);
        List<Integer> judged = new ArrayList<>();
        Property property = board -> {
            judged.add(board.size());
            if (board.size() == 4) {
                throw new NotJudged("the search did not finish (charged by solver.moves.optimal)",
                        "solver.moves.optimal");
            }
            return null;
        };
        assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), property));
        assertEquals(List.of(2, 3, 4), judged);
    }

    @Test
    void aGradingJudgesEveryInput() {
        List<Integer> judged = new ArrayList<>();
        CheckFailure failure = assertThrows(CheckFailure.class,
                () -> MultiInputCheck.verify("moves()", SAMPLES, new SplittableRandom(1), wrongOnThree(judged)));
        assertEquals(List.of(2, 3, 4, 5), judged);
        assertEquals(3, failure.details().passed());
    }

    @Test
    void theJudgingRunsFirstWhereACheckNeedOnlyPassOrFail() {
        List<String> order = new ArrayList<>();
        MultiInputCheck.requireBoth(() -> order.add("precondition"), () -> order.add("judging"));
        MultiInputCheck.passOrFailOnly(true);
        MultiInputCheck.requireBoth(() -> order.add("precondition"), () -> order.add("judging"));
        assertEquals(List.of("precondition", "judging", "judging", "precondition"), order);
    }

    /** A property wrong on the 3x3 board alone, that records the size of each board it judges in {@code judged}. */
    private static Property wrongOnThree(List<Integer> judged) {
        return board -> {
            judged.add(board.size());
            return board.size() == 3 ? new Mismatch("1", "2", null) : null;
        };
    }
}
