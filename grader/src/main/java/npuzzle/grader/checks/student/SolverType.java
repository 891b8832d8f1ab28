package npuzzle.grader.checks.student;

import java.lang.reflect.Constructor;

/** A student's Solver class together with the Board class its constructor takes (the student's or the reference). */
public final class SolverType {
    private final Members members;
    private final BoardType board;

    public SolverType(Class<?> solver, BoardType board) {
        this.members = new Members(solver);
        this.board = board;
    }

    public Class<?> type() {
        return members.type();
    }

    public BoardType board() {
        return board;
    }

    /** Runs {@code new Solver(initial)}; {@code initial} may be null. */
    public StudentSolver solve(StudentBoard initial) {
        Constructor<?> constructor = members.constructorAccepting(board.type());
        Object solver = members.construct(constructor, initial == null ? null : initial.unwrap());
        return new StudentSolver(this, solver);
    }

    /**
     * Returns {@code solver}'s public constructor that takes a {@code board}: {@code Solver(Board)}, or CS 61B's
     * {@code Solver(WorldState)}.
     *
     * @throws NoSuchMethodException if it has none
     */
    public static Constructor<?> constructor(Class<?> solver, Class<?> board) throws NoSuchMethodException {
        Constructor<?> constructor = Members.accepting(solver, board);
        if (constructor == null) {
            throw new NoSuchMethodException(solver.getName() + "(" + board.getName() + ")");
        }
        return constructor;
    }

    Members members() {
        return members;
    }
}
