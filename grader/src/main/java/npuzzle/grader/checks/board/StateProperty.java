package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * A property of the Board's state (the constructor's copy, repeated calls, boards left alone by neighbors()) that
 * does not judge a board on which a query throws even when the board is new: that query's own check charges it
 * (neighbors() off the bottom edge, by board.neighbors.*), not every state check again. A query that throws only
 * after other calls is a state mistake, and the property charges it.
 */
final class StateProperty {
    private StateProperty() {
    }

    static Property of(BoardType type, Property property) {
        return input -> {
            try {
                return property.check(input);
            } catch (StudentException e) {
                if (WorkLimit.passed(e)) {
                    throw e; // the runner says how much work the board was given
                }
                Answers call = throwingOnNewBoard(type, input);
                if (call == null) {
                    throw e;
                }
                throw new NotJudged(call.call(type.assignment()) + " throws on a new board of these tiles or of a "
                        + "neighbor (charged by " + check(type, call, input) + ")", check(type, call, input));
            }
        };
    }

    /**
     * Returns the first query that throws on a new board of {@code input} or of one of its neighbors (the
     * neighbors' own queries are part of some properties), or null when none does.
     */
    private static Answers throwingOnNewBoard(BoardType type, Board input) {
        List<Board> boards = new ArrayList<>(List.of(input));
        input.neighbors().forEach(boards::add);
        for (Board tiles : boards) {
            StudentBoard board;
            try {
                board = type.create(tiles);
            } catch (StudentException e) {
                return null; // a constructor that throws or never returns is charged by every check, as before
            }
            for (Answers answer : Answers.values()) {
                try {
                    answer.of(board, tiles.size());
                } catch (StudentException e) {
                    return WorkLimit.passed(e) ? null : answer;
                }
            }
        }
        return null;
    }

    /** Returns the id of the check that judges {@code answer} on boards like {@code input}. */
    static String check(BoardType type, Answers answer, Board input) {
        return answer.check(input.size(), type.assignment());
    }

    /**
     * Throws {@link NotJudged} unless {@code board} shows the tiles of {@code input}: a state property is evidence only
     * on a board that holds its tiles (a Board that keeps nothing never changes).
     */
    static void requireTiles(BoardType type, StudentBoard board, Board input) {
        if (!Answers.TILES.of(input).equals(Answers.TILES.of(board, input.size()))) {
            String check = check(type, Answers.TILES, input);
            throw new NotJudged("your Board does not show the tiles it was made with (charged by " + check + ")",
                    check);
        }
    }

    /**
     * Returns the first query whose answer on {@code actual} differs from its answer on {@code expected}, among the
     * queries {@code expected} answers right for {@code input}, as {call, expected, actual}; null when none does.
     */
    static String[] firstDifference(Board input, StudentBoard expected, StudentBoard actual) {
        int n = input.size();
        Map<Answers, String> want = new EnumMap<>(Answers.class); // each query once: a query may change the board
        for (Answers answer : Answers.values()) {
            want.put(answer, answer.of(expected, n));
        }
        return Answers.firstDifference(expected.assignment(), want::get,
                answer -> answer.of(input).equals(want.get(answer)) ? answer.of(actual, n) : want.get(answer));
    }
}
