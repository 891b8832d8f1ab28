package npuzzle.grader.checks;

import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.reference.Board;

/**
 * Why the student's Board would make a search on a board wrong or endless: isGoal() false for the goal,
 * isSolvable() false for a solvable board, a wrong manhattan() (the search's priority), wrong neighbors(), a twin()
 * that is no twin (the Coursera version), or code that throws or does not finish. A search on such a board is not
 * judged by the Solver's checks; the Board check the reason names charges it.
 */
public final class BoardProblems {
    /** Why a board on which the student's Board threw or did not finish is not searched. */
    public static final String FAILED = "your Board threw or did not finish on them (see the board checks)";

    private BoardProblems() {
    }

    /** Returns why the student's Board cannot be searched on {@code input}, or null when it can. */
    public static String of(BoardType board, Board input) {
        try {
            return problem(board, input);
        } catch (StudentException e) {
            return FAILED;
        }
    }

    private static String problem(BoardType board, Board input) {
        int n = input.size();
        if (!board.create(Board.goal(n)).isGoal()) {
            return "your Board's isGoal() is false for the goal, so no search could end (see board.is-goal)";
        }
        if (board.assignment().boardIsSolvable() && input.isSolvable() && !board.create(input).isSolvable()) {
            return "your Board's isSolvable() is false for a solvable board (see " + solvableCheck(n) + ")";
        }
        StudentBoard initial = board.create(input);
        if (initial.manhattan() != input.manhattan()) {
            return "your Board's manhattan() is wrong on this board, so are the search's priorities (see "
                    + "board.manhattan)";
        }
        Board view = initial.toReference(n);
        if (!Answers.neighbors(view).equals(Answers.neighbors(initial, n))
                || !view.equals(initial.toReference(n))) {
            return "your Board's neighbors() are wrong on this board (see board.neighbors.*)";
        }
        if (board.assignment().hasTwin() && TwinRule.problem(input, initial.twin().toReference(n)) != null) {
            return "your Board's twin() is not this board with two tiles exchanged (see board.twin.valid)";
        }
        return null;
    }

    /** Returns the id of the check of isSolvable() on boards of side n. */
    static String solvableCheck(int n) {
        return n % 2 == 1 ? "board.solvable.odd" : "board.solvable.even";
    }
}
