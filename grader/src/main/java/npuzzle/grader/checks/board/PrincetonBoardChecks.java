package npuzzle.grader.checks.board;

import java.util.SplittableRandom;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.PrincetonText;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The other versions' Board answers that differ from this course's: dimension() and toString's size line (Princeton's
 * and CS 61B's), and CS 61B's estimatedDistanceToGoal().
 */
@ExtendWith(GradingContextResolver.class)
class PrincetonBoardChecks {
    @Check(id = "board.dimension", category = Category.CORRECTNESS, name = "dimension() is n")
    void dimensionIsN(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.dimension");
        MultiInputCheck.verify("dimension()", Inputs.boards(context, random), random,
                Property.same(Board::size, b -> type.create(b).size(), (b, e, a) -> null));
    }

    @Check(id = "board.estimated-distance", category = Category.CORRECTNESS,
            name = "estimatedDistanceToGoal() is the Manhattan distance")
    void estimateIsTheManhattanDistance(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.estimated-distance");
        MultiInputCheck.verify("estimatedDistanceToGoal()", Inputs.boards(context, random), random,
                Property.same(Board::manhattan, b -> type.create(b).estimatedDistanceToGoal(), (b, e, a) -> null));
    }

    @Check(id = "board.to-string.size-line", category = Category.CORRECTNESS,
            name = "toString() is Princeton's format: n on the first line, then the n rows, 0 for the blank")
    void toStringStartsWithTheSize(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.to-string.size-line");
        MultiInputCheck.verify("toString()", Inputs.boards(context, random), random, input -> {
            String text = type.create(input).text();
            // CS 61B's given toString() ends with a blank line after the rows
            boolean givenBlankLine = context.assignment().worldState() && text.endsWith("\n\n");
            String problem = PrincetonText.problem(givenBlankLine ? text.substring(0, text.length() - 1) : text,
                    input);
            return problem == null ? null : new Mismatch(PrincetonText.format(input), text, problem);
        });
    }
}
