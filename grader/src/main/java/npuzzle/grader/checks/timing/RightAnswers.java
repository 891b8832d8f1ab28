package npuzzle.grader.checks.timing;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.board.Answers;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * The gate of the Board's timing and memory checks: the cost of a wrong answer says nothing (a constant is fast, a
 * Board that keeps no tiles is small), so a query is timed only when it answers right on seeded boards and on the
 * goal, and a Board's memory is measured only when it shows its tiles. Otherwise the check judges nothing, and its
 * points are charged to the correctness check of that query; wrong neighbors of a Board that does not show its tiles
 * either are charged to the tiles' check, since the neighbors are read through the tiles they show.
 */
public final class RightAnswers {
    private static final int[] SIZES = {3, 4, 8};
    private static final String EQUALS_CHECK = "board.equals.as-object";
    private static final String ESTIMATE_CHECK = "board.estimated-distance";

    private RightAnswers() {
    }

    /** Throws a {@link CheckFailure} that judged nothing unless {@code operation} answers right. */
    static void require(BoardType type, BoardOperation operation, long seed) {
        for (Board input : inputs(seed)) {
            String check = wrongCheck(type, operation, input);
            if (check != null) {
                if (operation == BoardOperation.NEIGHBORS) {
                    requireTiles(type, seed);
                }
                throw new CheckFailure(NotJudged.NOTHING_JUDGED + operation.member() + " is wrong on a "
                        + input.size() + "x" + input.size() + " board, and the cost of a wrong answer says nothing "
                        + "(charged by " + check + ")", CheckDetails.notJudged(check, 1));
            }
        }
    }

    /** Throws a {@link CheckFailure} that judged nothing unless the Board shows the tiles it was made with. */
    public static void requireTiles(BoardType type, long seed) {
        require(type, BoardOperation.CONSTRUCTOR, seed);
    }

    private static List<Board> inputs(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Board> inputs = new ArrayList<>();
        for (int n : SIZES) {
            inputs.add(Inputs.randomBoard(random, n));
            inputs.add(Board.goal(n));
        }
        return inputs;
    }

    /** Returns the id of the correctness check that charges a wrong answer of {@code operation} on input, or null. */
    private static String wrongCheck(BoardType type, BoardOperation operation, Board input) {
        Answers answer = answer(operation);
        String check = operation == BoardOperation.ESTIMATED_DISTANCE ? ESTIMATE_CHECK
                : answer == null ? EQUALS_CHECK : answer.check(input.size(), type.assignment());
        try {
            return right(type, operation, answer, input) ? null : check;
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e; // a query that never returns is this check's own timeout
            }
            return check;
        }
    }

    private static boolean right(BoardType type, BoardOperation operation, Answers answer, Board input) {
        StudentBoard board = type.create(input);
        if (operation == BoardOperation.EQUALS) {
            return board.equalsObject(type.create(input).unwrap())
                    && !board.equalsObject(type.create(input.neighbors().iterator().next()).unwrap());
        }
        if (operation == BoardOperation.ESTIMATED_DISTANCE) {
            return board.estimatedDistanceToGoal() == input.manhattan();
        }
        if (operation == BoardOperation.IS_SOLVABLE && !board.hasIsSolvable()) {
            return true; // the versions without isSolvable() do not time it
        }
        return Objects.equals(answer.of(input), answer.of(board, input.size()));
    }

    /**
     * Returns the query whose answers {@code operation} gives, null for equals() and CS 61B's estimate, which
     * {@link Answers} lacks.
     */
    private static Answers answer(BoardOperation operation) {
        return switch (operation) {
            case CONSTRUCTOR, TILE_AT -> Answers.TILES;
            case SIZE -> Answers.SIZE;
            case HAMMING -> Answers.HAMMING;
            case MANHATTAN -> Answers.MANHATTAN;
            case IS_GOAL -> Answers.IS_GOAL;
            case IS_SOLVABLE -> Answers.IS_SOLVABLE;
            case NEIGHBORS -> Answers.NEIGHBORS;
            case EQUALS, ESTIMATED_DISTANCE -> null;
        };
    }
}
