package npuzzle.grader.checks.board;

import java.util.EnumMap;
import java.util.Map;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * Two of the student's boards alive at once (Princeton's Board Test 9): made one after the other, then both asked
 * every query. Each answer is compared where a board of the same tiles, made and asked alone, answers it right.
 */
public final class TwoBoards {
    private static final String HINT = "a static field is shared by all Boards: keep n, the tiles and every cached "
            + "value in instance fields";

    private TwoBoards() {
    }

    /** Returns the first answer of the two boards that differs from a lone board's, or null. */
    public static Mismatch firstDifference(BoardType type, Board first, Board second) {
        Map<Answers, String> firstAlone = alone(type, first);
        Map<Answers, String> secondAlone = alone(type, second);
        StudentBoard earlier = type.create(first);
        StudentBoard later = type.create(second);
        String made = "made, then a " + second.size() + "x" + second.size() + " board made, then both asked: ";
        Mismatch wrong = difference(first, earlier, firstAlone, made + "the first board's ");
        return wrong != null ? wrong : difference(second, later, secondAlone, made + "the second board's ");
    }

    /**
     * Returns the answers of a board of {@code tiles} made and asked alone, once it shows those tiles.
     *
     * @throws NotJudged if a query throws on it, which that query's check charges
     */
    private static Map<Answers, String> alone(BoardType type, Board tiles) {
        StudentBoard board = type.create(tiles);
        StateProperty.requireTiles(type, board, tiles);
        Map<Answers, String> answers = new EnumMap<>(Answers.class);
        for (Answers answer : Answers.values()) {
            try {
                answers.put(answer, answer.of(board, tiles.size()));
            } catch (StudentException e) {
                if (WorkLimit.passed(e)) {
                    throw e;
                }
                String check = StateProperty.check(type, answer, tiles);
                throw new NotJudged(answer.call(type.assignment()) + " throws on a new board of these tiles (charged by "
                        + check + ")", check);
            }
        }
        return answers;
    }

    private static Mismatch difference(Board tiles, StudentBoard board, Map<Answers, String> alone, String when) {
        String[] difference = Answers.firstDifference(board.assignment(), alone::get,
                answer -> answer.of(tiles).equals(alone.get(answer)) ? answer.of(board, tiles.size())
                        : alone.get(answer));
        return difference == null ? null : new Mismatch(difference[0] + " = " + difference[1] + " for\n"
                + Boards.format(tiles.toArray()) + "\n(made and asked alone)",
                when + difference[0] + " = " + difference[2], HINT).withCall(difference[3]);
    }
}
