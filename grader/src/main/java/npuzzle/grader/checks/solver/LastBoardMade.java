package npuzzle.grader.checks.solver;

import java.util.function.BooleanSupplier;
import npuzzle.grader.checks.board.TwoBoards;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * Whether a Solver check's verdict on a search depends on the size of the student Board made last, which is the mark
 * of a Board that keeps its size (or what is made of it: a format string, a goal) in a static field. A search makes
 * boards of its own size only, so it goes right; a check that reads its boards again later, after searches on other
 * sizes (walking solution() twice, calling it again), reads them through the other size. That is
 * {@code board.two-sizes}' mistake, charged there rather than to every Solver check that rereads a board.
 *
 * <p>The evidence is threefold: the verdict, judged twice more, is right just after a new board of the search's size
 * is made and wrong just after one of another size is made; and the Board alone, made with the search's tiles and then
 * a board of another size, answers unlike a lone board ({@code board.two-sizes}' own property). A Solver whose
 * answers change from call to call for reasons of its own (a random choice made again) fails the last.
 */
final class LastBoardMade {
    /** The check of a board asked after a board of another size was made. */
    static final String TWO_SIZES = "board.two-sizes";

    private LastBoardMade() {
    }

    /**
     * Returns whether {@code right} (the check's verdict on {@code input}'s search, judged now) holds just after a
     * student board of {@code input}'s size is made and fails just after one of another size is made.
     */
    static boolean decides(BoardType type, Board input, BooleanSupplier right) {
        int n = input.size();
        try {
            type.create(input);
            if (!right.getAsBoolean()) {
                return false;
            }
            Board other = Board.goal(n == 2 ? 3 : 2);
            type.create(other);
            boolean decides = !right.getAsBoolean() && TwoBoards.firstDifference(type, input, other) != null;
            type.create(input); // the check goes on with a board of this size made last, whatever the verdict
            return decides;
        } catch (RuntimeException | StackOverflowError e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return false; // the student's code threw, or a query of a lone board: no evidence either way
        }
    }
}
