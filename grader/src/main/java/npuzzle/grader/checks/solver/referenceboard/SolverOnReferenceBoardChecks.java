package npuzzle.grader.checks.solver.referenceboard;

import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.solver.Rejections;
import npuzzle.grader.checks.solver.SolverProperties;
import npuzzle.grader.checks.student.StudentClasses;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The student's Solver on the reference Board relocated into the student's package, so that a Board bug is not
 * charged to the Solver. A Solver that uses a Board member the reference Board has no equivalent of passes them with a note saying so.
 */
@ExtendWith(GradingContextResolver.class)
class SolverOnReferenceBoardChecks {
    @Check(id = "solver.reference-board.moves.optimal", category = Category.CORRECTNESS,
            name = "on the reference Board: moves() is the optimum, and the search finishes, on every board the "
                    + "reference A* solves within 100,000 units (2x2 to 10x10)")
    void movesAreOptimal(GradingContext context) {
        SolverProperties.movesAreOptimal(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.moves.optimal");
    }

    @Check(id = "solver.reference-board.solution.convention", category = Category.CORRECTNESS,
            name = "on the reference Board: solution() starts as the convention says: one slide after the initial "
                    + "board, or with it where the version includes it")
    void solutionFollowsConvention(GradingContext context) {
        SolverProperties.solutionFollowsConvention(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.solution.convention");
    }

    @Check(id = "solver.reference-board.solution.length", category = Category.CORRECTNESS,
            name = "on the reference Board: solution() has exactly moves() boards, where moves() is the "
                    + "optimum and the first board is right")
    void solutionHasMovesBoards(GradingContext context) {
        SolverProperties.solutionHasMovesBoards(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.solution.length");
    }

    @Check(id = "solver.reference-board.solution.slides", category = Category.CORRECTNESS,
            name = "on the reference Board: each board of solution() is one slide from the one before")
    void solutionStepsAreSlides(GradingContext context) {
        SolverProperties.solutionStepsAreSlides(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.solution.slides");
    }

    @Check(id = "solver.reference-board.solution.goal", category = Category.CORRECTNESS,
            name = "on the reference Board: solution() ends at the goal")
    void solutionEndsAtTheGoal(GradingContext context) {
        SolverProperties.solutionEndsAtTheGoal(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.solution.goal");
    }

    @Check(id = "solver.reference-board.repeated-calls", category = Category.CORRECTNESS,
            name = "on the reference Board: moves() and solution() give the same answers when called again")
    void repeatedCallsAgree(GradingContext context) {
        SolverProperties.repeatedCallsAgree(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.repeated-calls");
    }

    @Check(id = "solver.reference-board.solution.walk-twice", category = Category.CORRECTNESS,
            name = "on the reference Board: the Iterable that solution() returns can be walked twice")
    void solutionCanBeWalkedTwice(GradingContext context) {
        SolverProperties.solutionCanBeWalkedTwice(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.solution.walk-twice");
    }

    @Check(id = "solver.reference-board.two-at-once", category = Category.CORRECTNESS,
            name = "on the reference Board: two Solvers built one after the other both answer right")
    void twoSolversAtOnce(GradingContext context) {
        TwoSolvers.verify(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.two-at-once");
    }

    @Check(id = "solver.reference-board.null", category = Category.CORRECTNESS,
            name = "on the reference Board: new Solver(null) throws the assignment's exception "
                    + "(NullPointerException; Princeton's: IllegalArgumentException)")
    void nullIsRejected(GradingContext context) {
        Rejections.nullIsRejected(context, StudentClasses.solverForReferenceBoardChecks(context));
    }

    @Check(id = "solver.reference-board.unsolvable", category = Category.CORRECTNESS,
            name = "on the reference Board: new Solver(unsolvable board) throws an IllegalArgumentException")
    void unsolvableIsRejected(GradingContext context) {
        Rejections.unsolvableIsRejected(context, StudentClasses.solverForReferenceBoardChecks(context),
                "solver.reference-board.unsolvable");
    }
}
