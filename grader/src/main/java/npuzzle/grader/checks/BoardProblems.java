package npuzzle.grader.checks;

import java.util.List;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;

/**
 * Why the student's Board would make a search on a board wrong, slow or endless: isGoal() false for the goal,
 * isSolvable() false for a solvable board, tileAt() that does not read back the tiles, a query that changes the
 * board, wrong neighbors(), an equals() that does not tell the board from its neighbors, a wrong manhattan() (the
 * priority), or code that throws or does not finish. A search on such a board is not judged by the Solver's checks;
 * the Board check the reason names charges it.
 */
public final class BoardProblems {
    /** Why a board on which the student's Board threw or did not finish is not searched. */
    public static final String FAILED = "your Board threw or did not finish on them (see the board checks)";
    private static final String ON_PATH = " on a board of a shortest solution from them";

    private BoardProblems() {
    }

    /** Returns why the student's Board cannot be searched on {@code input}, or null when it can. */
    public static String of(BoardType board, Board input) {
        try {
            return problem(board, input, " on this board");
        } catch (StudentException e) {
            return FAILED;
        }
    }

    /**
     * Returns why the student's Board cannot be searched on {@code input} or on a board of the reference A*'s
     * shortest solution from it, which a search from {@code input} passes through too; null when it can.
     */
    public static String ofSearch(BoardType board, Board input) {
        String problem = of(board, input);
        if (problem != null || !input.isSolvable()) {
            return problem;
        }
        try {
            for (Board step : new Solver(input).solution()) {
                problem = problem(board, step, ON_PATH);
                if (problem != null) {
                    return problem;
                }
            }
            return null;
        } catch (StudentException e) {
            return FAILED;
        }
    }

    private static String problem(BoardType board, Board input, String where) {
        int n = input.size();
        if (!board.create(Board.goal(n)).isGoal()) {
            return "your Board's isGoal() is false for the goal, so no search could end (see board.is-goal)";
        }
        if (input.isSolvable() && !board.create(input).isSolvable()) {
            return "your Board's isSolvable() is false for a solvable board (see " + solvableCheck(n) + ")";
        }
        StudentBoard initial = board.create(input);
        if (!initial.toReference(n).equals(input)) {
            return "your Board's tileAt() does not give back its tiles" + where + " (see board.tile-at)";
        }
        int manhattan = initial.manhattan();
        initial.hamming();
        initial.isGoal();
        initial.isSolvable();
        Board view = initial.toReference(n);
        if (!view.equals(input)) {
            return "a query changes your Board" + where + " (see board.repeated-calls)";
        }
        List<StudentBoard> neighbors = initial.neighbors();
        if (!Answers.neighbors(view).equals(Answers.neighbors(initial, n)) || !view.equals(initial.toReference(n))) {
            return "your Board's neighbors() are wrong" + where + " (see board.neighbors.*)";
        }
        if (!initial.equalsBoard(board.create(input)) || neighbors.stream().anyMatch(initial::equalsBoard)) {
            return "your Board's equals() does not tell the boards apart" + where + " (see board.equals.*)";
        }
        if (manhattan != input.manhattan()) {
            return "your Board's manhattan(), the priority, is wrong" + where + " (see board.manhattan)";
        }
        return null;
    }

    /** Returns the id of the check of isSolvable() on boards of side n. */
    static String solvableCheck(int n) {
        return n % 2 == 1 ? "board.solvable.odd" : "board.solvable.even";
    }
}
