package npuzzle.grader.checks.student;

import java.util.ArrayList;
import java.util.List;

/** One solver object of a {@link SolverType}, with {@code moves()} and {@code solution()} called through reflection. */
public final class StudentSolver {
    private final SolverType type;
    private final Object solver;

    StudentSolver(SolverType type, Object solver) {
        this.type = type;
        this.solver = solver;
    }

    /** Calls {@code isSolvable()}, which the Coursera version's Solver has. */
    public boolean isSolvable() {
        Members members = type.members();
        return (boolean) members.invoke(solver, members.method(boolean.class, "isSolvable"));
    }

    public int moves() {
        Members members = type.members();
        return (int) members.invoke(solver, members.method(int.class, "moves"));
    }

    /** Returns the Iterable that {@code solution()} returned, not walked. */
    public Object solutionIterable() {
        Members members = type.members();
        return members.invoke(solver, members.method(Iterable.class, "solution"));
    }

    /** Returns the boards of {@code solution()}, walking a fresh Iterable once. */
    public List<StudentBoard> solution() {
        return walk(solutionIterable());
    }

    /** Walks an Iterable that {@code solution()} returned. */
    public List<StudentBoard> walk(Object iterable) {
        BoardType board = type.board();
        List<StudentBoard> boards = new ArrayList<>();
        for (Object element : Walk.elements(type.members(), "Solver.solution()", iterable, board.type())) {
            boards.add(board.wrap(element));
        }
        return boards;
    }
}
