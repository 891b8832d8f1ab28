package npuzzle.grader.checks.timing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * The gate of the Board's timing and memory checks: the cost of a wrong answer says nothing (a constant is fast, a
 * Board that keeps no tiles is small), so a query is timed only when it answers right on seeded boards and on the
 * goal, and a Board's memory is measured only when it shows its tiles. Otherwise the check judges nothing, and its
 * points are charged to the correctness check of that query.
 */
public final class RightAnswers {
    private static final int[] SIZES = {3, 4, 8};

    private RightAnswers() {
    }

    /** Throws a {@link CheckFailure} that judged nothing unless {@code operation} answers right. */
    static void require(BoardType type, BoardOperation operation, long seed) {
        for (Board input : inputs(seed)) {
            String check = wrongCheck(type, operation, input);
            if (check != null) {
                throw new CheckFailure("nothing judged, so no point earned: " + operation.member() + " is wrong on a "
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
            inputs.add(randomSolvableOrNot(random, n));
            inputs.add(Board.goal(n));
        }
        return inputs;
    }

    private static Board randomSolvableOrNot(SplittableRandom random, int n) {
        int[] tiles = new int[n * n];
        for (int k = 0; k < tiles.length; k++) {
            tiles[k] = k;
        }
        for (int k = tiles.length - 1; k > 0; k--) {
            int other = random.nextInt(k + 1);
            int swap = tiles[k];
            tiles[k] = tiles[other];
            tiles[other] = swap;
        }
        return Board.ofRowMajor(n, tiles);
    }

    /** Returns the id of the correctness check that charges a wrong answer of {@code operation} on input, or null. */
    private static String wrongCheck(BoardType type, BoardOperation operation, Board input) {
        String check = check(type, operation, input.size());
        try {
            return right(type, operation, input) ? null : check;
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e; // a query that never returns is this check's own timeout
            }
            return check;
        }
    }

    private static boolean right(BoardType type, BoardOperation operation, Board input) {
        int n = input.size();
        StudentBoard board = type.create(input);
        return switch (operation) {
            case CONSTRUCTOR, TILE_AT -> Arrays.deepEquals(input.toArray(), board.tiles(n));
            case SIZE -> board.size() == n;
            case HAMMING -> board.hamming() == input.hamming();
            case MANHATTAN -> board.manhattan() == input.manhattan();
            case IS_GOAL -> board.isGoal() == input.isGoal();
            case IS_SOLVABLE -> !board.hasIsSolvable() || board.isSolvable() == input.isSolvable();
            case NEIGHBORS -> tiles(board.neighbors(), n).equals(referenceTiles(input));
            case EQUALS -> board.equalsObject(type.create(input).unwrap())
                    && !board.equalsObject(type.create(input.neighbors().iterator().next()).unwrap());
        };
    }

    private static Set<List<Integer>> tiles(List<StudentBoard> boards, int n) {
        Set<List<Integer>> set = new HashSet<>();
        for (StudentBoard board : boards) {
            set.add(Arrays.stream(board.tiles(n)).flatMapToInt(Arrays::stream).boxed().toList());
        }
        return set;
    }

    private static Set<List<Integer>> referenceTiles(Board input) {
        Set<List<Integer>> set = new HashSet<>();
        for (Board neighbor : input.neighbors()) {
            set.add(Arrays.stream(neighbor.toRowMajor()).boxed().toList());
        }
        return set;
    }

    private static String check(BoardType type, BoardOperation operation, int n) {
        String tiles = type.assignment().hasTileAt() ? "board.tile-at" : "board.to-string";
        return switch (operation) {
            case CONSTRUCTOR, TILE_AT -> tiles;
            case SIZE -> "board.size";
            case HAMMING -> "board.hamming";
            case MANHATTAN -> "board.manhattan";
            case IS_GOAL -> "board.is-goal";
            case IS_SOLVABLE -> n % 2 == 1 ? "board.solvable.odd" : "board.solvable.even";
            case NEIGHBORS -> "board.neighbors.set";
            case EQUALS -> "board.equals.as-object";
        };
    }
}
