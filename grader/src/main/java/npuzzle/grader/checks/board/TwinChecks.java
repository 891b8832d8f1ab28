package npuzzle.grader.checks.board;

import java.util.SplittableRandom;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Coursera version's {@code twin()}: a board made by exchanging one pair of tiles, not the blank, the same on every
 * call, and the board itself unchanged (see {@link Assignment#PRINCETON_COURSERA} for the rules' source).
 */
@ExtendWith(GradingContextResolver.class)
class TwinChecks {
    @Check(id = "board.twin.valid", category = Category.CORRECTNESS,
            name = "twin() exchanges one pair of tiles, neither of them the blank")
    void twinExchangesTwoTiles(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.twin.valid", "twin()", input -> {
            Board twin = type.create(input).twin().toReference(input.size());
            return TwinRule.problem(input, twin) == null ? null : new Mismatch("the board with one pair of tiles "
                    + "(not the blank) exchanged", Boards.format(twin.toArray()), TwinRule.problem(input, twin));
        });
    }

    @Check(id = "board.twin.same-every-call", category = Category.CORRECTNESS,
            name = "twin() returns the same board on every call")
    void twinIsTheSameEveryCall(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.twin.same-every-call", "twin() called twice", input -> {
            StudentBoard board = type.create(input);
            int n = input.size();
            String first = Boards.format(board.twin().tiles(n));
            String second = Boards.format(board.twin().tiles(n));
            return first.equals(second) ? null : new Mismatch(first, second, "twin() must not pick its pair at random: "
                    + "the Solver searches the twin alongside the board, so exchange a fixed pair, such as the first "
                    + "two tiles that are not the blank");
        });
    }

    @Check(id = "board.twin.parent-unchanged", category = Category.CORRECTNESS,
            name = "twin() leaves the board it is called on unchanged")
    void twinLeavesTheBoardUnchanged(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.twin.parent-unchanged", "the board after twin()", input -> {
            StudentBoard board = type.create(input);
            board.twin();
            String after = Boards.format(board.tiles(input.size()));
            String expected = Boards.format(input.toArray());
            return expected.equals(after) ? null : new Mismatch(expected, after,
                    "twin() changed its own board: copy the tiles (each row, not only the outer array) first");
        });
    }

    private static void verify(GradingContext context, String id, String what, Property property) {
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify(what, Inputs.smallBoards(context, random), random, property);
    }
}
