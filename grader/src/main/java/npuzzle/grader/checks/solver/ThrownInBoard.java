package npuzzle.grader.checks.solver;

import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.board.BoardProblems;
import npuzzle.grader.checks.student.StudentException;

/**
 * A Board method whose code threw during the Solver's search: the student frames on top of the stack are the Board's,
 * down to a frame of the Solver, and the Board method the Solver called is the last of them ({@code Board.slide}
 * under {@code Board.neighbors} under {@code Solver.<init>}: {@code neighbors()}). A search that a Board method broke
 * is charged to that method's check, not to the Solver.
 *
 * @param call the method as a student reads it, e.g. {@code neighbors()}
 * @param check the id of the check that judges it
 */
record ThrownInBoard(String call, String check) {
    /**
     * Returns the Board method that threw and its check, or empty when the top student frames do not run from the
     * Solver into the Board, or the Board method has no check of its own (equals, a helper the Solver calls).
     *
     * @param board the binary name of the student's Board class
     * @param solver the binary name of the student's Solver class
     */
    static Optional<ThrownInBoard> of(StudentException thrown, String board, String solver, int n,
            Assignment version) {
        List<StackTraceElement> frames = thrown.studentFrames();
        for (int k = 0; k < frames.size(); k++) {
            String owner = frames.get(k).getClassName();
            if (inside(owner, solver)) {
                if (k == 0) {
                    return Optional.empty();
                }
                String method = frames.get(k - 1).getMethodName();
                return BoardProblems.checkOfMethod(method, n, version).map(check -> new ThrownInBoard(
                        method.equals("<init>") ? "constructor" : method + "()", check));
            }
            if (!inside(owner, board)) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static boolean inside(String className, String owner) {
        return className.equals(owner) || className.startsWith(owner + "$");
    }
}
