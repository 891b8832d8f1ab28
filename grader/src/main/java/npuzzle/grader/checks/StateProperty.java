package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
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
                String call = throwingOnNewBoard(type, input);
                if (call == null) {
                    throw e;
                }
                throw new NotJudged(call + " throws on a new board of these tiles or of a neighbor (charged by the check of "
                        + call + ")");
            }
        };
    }

    /**
     * Returns the first query that throws on a new board of {@code input} or of one of its neighbors (the
     * neighbors' own queries are part of some properties), or null when none does.
     */
    private static String throwingOnNewBoard(BoardType type, Board input) {
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
                    return WorkLimit.passed(e) ? null : answer.call();
                }
            }
        }
        return null;
    }
}
