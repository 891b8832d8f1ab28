package npuzzle.grader.checks.solver;

import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The course's exception messages, checked when the grading config asks for them: the student's Solver on the
 * reference Board (so a Board bug is not charged here), or on its own Board when it uses a Board member the reference
 * Board has no equivalent of.
 */
@ExtendWith(GradingContextResolver.class)
class SolverMessageChecks {
    @Check(id = GradingContext.MESSAGES_CHECK, category = Category.CORRECTNESS,
            name = "the exceptions carry the course's messages: \"board is null\", \"board is unsolvable\"")
    void messagesAreTheCourses(GradingContext context) {
        Assumptions.assumeTrue(context.checkMessages(), GradingContext.MESSAGES_NOT_CHECKED);
        Rejections.messagesAreTheCourses(context, StudentClasses.solverForReferenceBoardChecks(context));
    }
}
