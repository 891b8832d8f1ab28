package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.reference.Board;

/** The Board's answers to each query, as text, from the reference and from the student's code, to compare. */
enum Answers {
    SIZE("size()"), TILES("tileAt(i, j)"), HAMMING("hamming()"), MANHATTAN("manhattan()"), IS_GOAL("isGoal()"),
    IS_SOLVABLE("isSolvable()"), NEIGHBORS("neighbors()"), TO_STRING("toString()");

    private final String call;

    Answers(String call) {
        this.call = call;
    }

    String call() {
        return call;
    }

    String of(Board board) {
        return switch (this) {
            case SIZE -> String.valueOf(board.size());
            case TILES -> Boards.format(board.toArray());
            case HAMMING -> String.valueOf(board.hamming());
            case MANHATTAN -> String.valueOf(board.manhattan());
            case IS_GOAL -> String.valueOf(board.isGoal());
            case IS_SOLVABLE -> String.valueOf(board.isSolvable());
            case NEIGHBORS -> neighbors(board);
            case TO_STRING -> board.toString();
        };
    }

    String of(StudentBoard board) {
        return switch (this) {
            case SIZE -> String.valueOf(board.size());
            case TILES -> Boards.format(board.tiles());
            case HAMMING -> String.valueOf(board.hamming());
            case MANHATTAN -> String.valueOf(board.manhattan());
            case IS_GOAL -> String.valueOf(board.isGoal());
            case IS_SOLVABLE -> String.valueOf(board.isSolvable());
            case NEIGHBORS -> neighbors(board);
            case TO_STRING -> board.text();
        };
    }

    /** Returns the first answer of {@code student} that differs from the reference's, as "call: expected, actual". */
    static String[] firstDifference(Board reference, StudentBoard student) {
        for (Answers answer : values()) {
            String expected = answer.of(reference);
            String actual = answer.of(student);
            if (!expected.equals(actual)) {
                return new String[] {answer.call(), expected, actual};
            }
        }
        return null;
    }

    /** The neighbors, each in the course's format, sorted, separated by blank lines. */
    static String neighbors(Board board) {
        List<String> boards = new ArrayList<>();
        for (Board neighbor : board.neighbors()) {
            boards.add(Boards.format(neighbor.toArray()));
        }
        return sorted(boards);
    }

    static String neighbors(StudentBoard board) {
        List<String> boards = new ArrayList<>();
        for (StudentBoard neighbor : board.neighbors()) {
            boards.add(Boards.format(neighbor.tiles()));
        }
        return sorted(boards);
    }

    private static String sorted(List<String> boards) {
        boards.sort(null);
        return String.join("\n\n", boards);
    }
}
