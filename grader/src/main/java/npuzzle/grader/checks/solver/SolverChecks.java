package npuzzle.grader.checks.solver;

import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.extension.ExtendWith;

/** The student's Solver on the student's Board: optimal moves, a valid solution, the corner cases. */
@ExtendWith(GradingContextResolver.class)
class SolverChecks {
    @Check(id = "solver.moves.optimal", category = Category.CORRECTNESS,
            name = "moves() is the optimum, and the search finishes, on every board the "
                    + "reference A* solves within 100,000 units (2x2 to 10x10)")
    void movesAreOptimal(GradingContext context) {
        SolverProperties.movesAreOptimal(context, StudentClasses.solver(context), "solver.moves.optimal");
    }

    @Check(id = "solver.solution.convention", category = Category.CORRECTNESS,
            name = "solution() starts as the convention says: one slide after the initial board, or with it where "
                    + "the version of the assignment includes it")
    void solutionFollowsConvention(GradingContext context) {
        SolverProperties.solutionFollowsConvention(context, StudentClasses.solver(context),
                "solver.solution.convention");
    }

    @Check(id = "solver.solution.length", category = Category.CORRECTNESS,
            name = "solution() has exactly moves() boards, where moves() is the "
                    + "optimum and the first board is right")
    void solutionHasMovesBoards(GradingContext context) {
        SolverProperties.solutionHasMovesBoards(context, StudentClasses.solver(context), "solver.solution.length");
    }

    @Check(id = "solver.solution.slides", category = Category.CORRECTNESS,
            name = "each board of solution() is one slide from the one before")
    void solutionStepsAreSlides(GradingContext context) {
        SolverProperties.solutionStepsAreSlides(context, StudentClasses.solver(context), "solver.solution.slides");
    }

    @Check(id = "solver.solution.goal", category = Category.CORRECTNESS, name = "solution() ends at the goal")
    void solutionEndsAtTheGoal(GradingContext context) {
        SolverProperties.solutionEndsAtTheGoal(context, StudentClasses.solver(context), "solver.solution.goal");
    }

    @Check(id = "solver.repeated-calls", category = Category.CORRECTNESS,
            name = "moves() and solution() give the same answers when called again")
    void repeatedCallsAgree(GradingContext context) {
        SolverProperties.repeatedCallsAgree(context, StudentClasses.solver(context), "solver.repeated-calls");
    }

    @Check(id = "solver.solution.walk-twice", category = Category.CORRECTNESS,
            name = "the Iterable that solution() returns can be walked twice")
    void solutionCanBeWalkedTwice(GradingContext context) {
        SolverProperties.solutionCanBeWalkedTwice(context, StudentClasses.solver(context),
                "solver.solution.walk-twice");
    }

    @Check(id = "solver.null", category = Category.CORRECTNESS,
            name = "new Solver(null) throws the assignment's exception (a NullPointerException; Princeton's: "
                    + "IllegalArgumentException)")
    void nullIsRejected(GradingContext context) {
        Rejections.nullIsRejected(context, StudentClasses.solver(context));
    }

    @Check(id = "solver.unsolvable", category = Category.CORRECTNESS,
            name = "new Solver(unsolvable board) throws an IllegalArgumentException")
    void unsolvableIsRejected(GradingContext context) {
        Rejections.unsolvableIsRejected(context, StudentClasses.solver(context), "solver.unsolvable");
    }
}
