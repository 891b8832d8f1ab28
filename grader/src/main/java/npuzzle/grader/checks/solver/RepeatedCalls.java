package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import npuzzle.grader.checks.student.StudentSolver;
import npuzzle.reference.Board;

/** What a Solver whose answers change on a second call did: which call changed it, and how the boards came back. */
final class RepeatedCalls {
    private RepeatedCalls() {
    }

    /**
     * Returns the call that changed {@code solver}, whose answers differed on a second call after moves() and
     * solution() were called once each: {@code moves()} when two calls of it in a row disagree, else
     * {@code solution()}, the only other call made.
     */
    static String changer(StudentSolver solver) {
        return solver.moves() != solver.moves() ? "moves()" : "solution()";
    }

    /** Returns how {@code again} differs from {@code first}: reversed, in another order, fewer or more, or others. */
    static String describe(List<Board> first, List<Board> again) {
        List<Board> reversed = new ArrayList<>(first);
        Collections.reverse(reversed);
        if (again.equals(reversed)) {
            return "the same " + first.size() + " boards in reverse order";
        }
        if (again.size() == first.size() && new HashSet<>(again).equals(new HashSet<>(first))) {
            return "the same " + first.size() + " boards in another order";
        }
        return again.size() + " boards" + (again.size() == first.size() ? ", other boards" : "");
    }
}
