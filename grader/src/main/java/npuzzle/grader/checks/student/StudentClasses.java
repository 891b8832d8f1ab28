package npuzzle.grader.checks.student;

import java.util.Optional;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;

/** The classes a check grades, or a failed check naming why a class is absent (it did not compile, no source). */
public final class StudentClasses {
    private StudentClasses() {
    }

    public static BoardType board(GradingContext context) {
        return new BoardType(present(context.board(), "Board", context), context.assignment());
    }

    /** Returns the student's Solver on the student's Board. */
    public static SolverType solver(GradingContext context) {
        return new SolverType(present(context.solver(), "Solver", context), board(context));
    }

    /** Returns the student's Solver on the reference Board relocated into the student's package. */
    public static SolverType solverOnReferenceBoard(GradingContext context) {
        Class<?> solver = present(context.solverOnReferenceBoard(), "Solver", context);
        return new SolverType(solver, new BoardType(present(context.referenceBoard(), "Board", context)));
    }

    /**
     * Returns the Solver the checks on the reference Board judge: the student's Solver on the reference Board, or,
     * when it uses a Board member the reference Board has no equivalent of, on the student's own Board, with a note
     * saying so (solver.api.board-api-only charges the member).
     */
    public static SolverType solverForReferenceBoardChecks(GradingContext context) {
        Optional<String> reason = context.notJudgedOnReferenceBoard();
        if (reason.isEmpty()) {
            return solverOnReferenceBoard(context);
        }
        context.notes().note(reason.get().replaceFirst("^not judged on the reference Board", "judged on your Board, not "
                + "the reference Board"));
        return solver(context);
    }

    private static Class<?> present(Optional<Class<?>> type, String name, GradingContext context) {
        if (type.isPresent()) {
            return type.get();
        }
        String reason = context.unavailable().getOrDefault(name, name + ".java was not graded");
        throw CheckFailure.unavailable(name, reason);
    }
}
