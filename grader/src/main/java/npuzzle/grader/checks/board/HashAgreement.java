package npuzzle.grader.checks.board;

import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * Whether the student's {@code hashCode()} agrees with its {@code equals()} on a board: Java's contract is that equal
 * objects hash alike, and a {@code HashSet} or {@code HashMap} of boards finds a board again only then.
 * {@code Arrays.hashCode(int[][])} breaks it: it hashes each row's identity, not its tiles.
 */
final class HashAgreement {
    static final String CHECK = "board.hash-code";
    static final String HINT = "hash the tiles, not the arrays: Arrays.deepHashCode(tiles) (Arrays.hashCode of an "
            + "int[][] hashes each row's identity, so equal boards hash apart)";

    private HashAgreement() {
    }

    /**
     * Returns whether the student's Board overrides hashCode() and hashes a board and an equal one made from the same
     * tiles apart; false too when its equals() does not call them equal, or a call throws.
     */
    static boolean disagrees(BoardType type, Board input) {
        if (!StudentBoard.overridesHashCode(type.type())) {
            return false;
        }
        try {
            StudentBoard a = type.create(input);
            StudentBoard b = type.create(input);
            return a.equalsObject(b.unwrap()) && a.hash() != b.hash();
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return false;
        }
    }
}
