package npuzzle.grader.checks.board;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Board's answers against the reference on every data file and seeded random boards, n = 2..10 and a few
 * large n: size, tileAt, hamming, manhattan, isGoal and isSolvable.
 */
@ExtendWith(GradingContextResolver.class)
class BoardChecks {
    private static final int[] ODD = {3, 5, 7, 9};
    private static final int[] EVEN = {2, 4, 6, 8, 10};

    @Check(id = "board.size", category = Category.CORRECTNESS, name = "size() is n")
    void sizeIsN(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.size", "size()", Property.same(Board::size, b -> type.create(b).size(), (b, e, a) -> null));
    }

    @Check(id = "board.tile-at", category = Category.CORRECTNESS, name = "tileAt(i, j) is the tile at row i, column j")
    void tileAtIsRowThenColumn(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.tile-at", "tileAt(i, j)", Property.same(b -> Boards.format(b.toArray()),
                b -> Boards.format(type.create(b).tiles(b.size())),
                (b, e, a) -> Mistakes.tiles(b, a)));
    }

    @Check(id = "board.hamming", category = Category.CORRECTNESS,
            name = "hamming() counts the tiles out of place, not the blank")
    void hammingCountsMisplacedTiles(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.hamming", "hamming()",
                Property.same(Board::hamming, b -> type.create(b).hamming(), (b, e, a) -> Mistakes.hamming(b, a)));
    }

    @Check(id = "board.manhattan", category = Category.CORRECTNESS,
            name = "manhattan() sums the tiles' distances to their goal places, not the blank's")
    void manhattanSumsDistances(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.manhattan", "manhattan()",
                Property.same(Board::manhattan, b -> type.create(b).manhattan(), (b, e, a) -> Mistakes.manhattan(b, a)));
    }

    @Check(id = "board.is-goal", category = Category.CORRECTNESS,
            name = "isGoal() is true only for 1 .. n*n-1 in order with the blank last")
    void isGoalOnlyForTheGoal(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.is-goal");
        List<Sample> samples = Inputs.boards(context, random);
        for (int n = Inputs.MIN_N; n <= Inputs.MAX_N; n++) {
            int[] blankFirst = new int[n * n];
            Arrays.setAll(blankFirst, k -> k);
            samples.add(new Sample("the goal with the blank first", Board.ofRowMajor(n, blankFirst), false));
        }
        MultiInputCheck.verify("isGoal()", samples, random,
                Property.same(Board::isGoal, b -> type.create(b).isGoal(), (b, e, a) -> Mistakes.isGoal(b, a)));
    }

    @Check(id = "board.solvable.odd", category = Category.CORRECTNESS,
            name = "isSolvable() for odd n: the inversions are even")
    void solvableForOddN(GradingContext context) {
        solvable(context, "board.solvable.odd", ODD);
    }

    @Check(id = "board.solvable.even", category = Category.CORRECTNESS,
            name = "isSolvable() for even n, the blank in every row: inversions + blank row is odd")
    void solvableForEvenN(GradingContext context) {
        solvable(context, "board.solvable.even", EVEN);
    }

    private static void solvable(GradingContext context, String id, int[] sizes) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify("isSolvable()", Inputs.blankInEveryRow(context, random, sizes), random,
                Property.same(Board::isSolvable, b -> type.create(b).isSolvable(), (b, e, a) -> Mistakes.isSolvable(b, a)));
    }

    private static void verify(GradingContext context, String id, String what, Property property) {
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify(what, Inputs.boards(context, random), random, property);
    }
}
