package npuzzle.grader.checks;

/** Whether {@code Solver.solution()} lists the initial board: this course says no, Princeton's says yes. */
public enum SolutionConvention {
    /** The boards after the initial one: exactly {@code moves()} boards, the default. */
    AFTER_INITIAL,
    /** The initial board first, then the rest: {@code moves() + 1} boards. */
    INCLUDES_INITIAL
}
