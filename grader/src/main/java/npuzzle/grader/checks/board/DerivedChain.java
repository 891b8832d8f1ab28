package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * A chain of boards each made by the student's code from the one before (a neighbor of a neighbor, a twin of a
 * twin), beside the reference boards of the same tiles, judged as Princeton's Board Tests 13 to 17 judge it: once the
 * whole chain is made, the boards at depths 0, 1, 2 and {@link #LENGTH} must answer as the reference does, so that a
 * board changed by the making of a later one (a row array shared along the chain) shows.
 */
final class DerivedChain {
    /** How many boards are derived, one from the other: Princeton's deepest depth. */
    static final int LENGTH = 13;
    private static final int[] DEPTHS = {0, 1, 2, LENGTH};

    private final BoardType type;
    private final String step;
    private final List<StudentBoard> boards = new ArrayList<>();
    private final List<Board> tiles = new ArrayList<>();

    /**
     * Starts a chain at a new student board of {@code first}'s tiles.
     *
     * @param step how each board is made from the one before, as a student reads it: "neighbors()"
     */
    DerivedChain(BoardType type, Board first, String step) {
        this.type = type;
        this.step = step;
        StudentBoard board = type.create(first);
        StateProperty.requireTiles(type, board, first);
        add(board, first);
    }

    /** Returns the last board of the chain, the student's. */
    StudentBoard last() {
        return boards.get(boards.size() - 1);
    }

    /** Returns the tiles the last board showed when it was made. */
    Board lastTiles() {
        return tiles.get(tiles.size() - 1);
    }

    /** Returns the tiles of the board before the last, or null at depth 0. */
    Board previousTiles() {
        return tiles.size() < 2 ? null : tiles.get(tiles.size() - 2);
    }

    /** Appends {@code board}, made from the last one, which showed {@code shown} when it was made. */
    void add(StudentBoard board, Board shown) {
        boards.add(board);
        tiles.add(shown);
    }

    /**
     * Returns the first answer among {@code answers} at depths 0, 1, 2 and {@link #LENGTH} that differs from the
     * reference's on the same tiles, or null. An answer is compared only where a new board of those tiles answers it
     * right: a query wrong on every board is its own check's, not the chain's.
     *
     * @throws NotJudged if no answer could be compared
     */
    Mismatch firstWrongAnswer(List<Answers> answers) {
        String unjudgedBy = null;
        boolean compared = false;
        for (int depth : DEPTHS) {
            Board expected = tiles.get(depth);
            for (Answers answer : answers) {
                String right = answer.of(expected);
                if (!right.equals(fresh(answer, expected))) {
                    unjudgedBy = answer.check(expected.size(), type.assignment());
                    continue;
                }
                String actual = answer.of(boards.get(depth), expected.size());
                if (!right.equals(actual)) {
                    return mismatch(depth, answer, right, actual);
                }
                compared = true;
            }
        }
        if (!compared) {
            throw new NotJudged("your Board answers none of these queries right even on a new board (charged by "
                    + unjudgedBy + ")", unjudgedBy);
        }
        return null;
    }

    /** Returns the answer of a new board of {@code tiles}, or null when it throws. */
    private String fresh(Answers answer, Board tiles) {
        try {
            return answer.of(type.create(tiles), tiles.size());
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return null;
        }
    }

    private Mismatch mismatch(int depth, Answers answer, String right, String actual) {
        String board = Boards.format(tiles.get(depth).toArray());
        String made = depth == 0 ? "the first board" : "the board made by " + depth + (depth == 1 ? " call" : " calls")
                + " of " + step;
        String call = answer.call(type.assignment());
        return new Mismatch("at depth " + depth + ", the board\n" + board + "\n" + call + " = " + right,
                call + " = " + actual + " on " + made + ", asked once all " + LENGTH + " were made",
                "this board does not answer as a new board of the same tiles does: it shares an array with another "
                        + "board of the chain (its rows, or a cache of its answers), so making or asking another "
                        + "board changed it; give every new board its own copy of the tiles and its own cached values");
    }
}
