package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.reference.Board;

/** The Board's answers to each query, as text, from the reference and from the student's code, to compare. */
public enum Answers {
    SIZE("size()"), TILES("tileAt(i, j)"), HAMMING("hamming()"), MANHATTAN("manhattan()"), IS_GOAL("isGoal()"),
    IS_SOLVABLE("isSolvable()"), NEIGHBORS("neighbors()"), TO_STRING("toString()");

    private final String call;

    Answers(String call) {
        this.call = call;
    }

    /** Returns the call as the student writes it in {@code version}: {@code dimension()} where size() is named so. */
    public String call(Assignment version) {
        return switch (this) {
            case SIZE -> version.sizeMethod() + "()";
            case TILES -> version.hasTileAt() ? call : "the tiles toString() shows";
            default -> call;
        };
    }

    /** Returns the student's method that answers this query, as {@code judged-methods.json} names methods. */
    public String method(Assignment version) {
        return switch (this) {
            case SIZE -> "Board." + version.sizeMethod() + "()";
            case TILES -> version.hasTileAt() ? "Board.tileAt(int,int)" : "Board.toString()";
            default -> "Board." + call;
        };
    }

    /** Returns the id of the check that judges this query on a board of side {@code n} in {@code version}. */
    public String check(int n, Assignment version) {
        return switch (this) {
            case SIZE -> version.applies("board.size") ? "board.size" : "board.dimension";
            case TILES -> version.hasTileAt() ? "board.tile-at" : TO_STRING.check(n, version);
            case HAMMING -> "board.hamming";
            case MANHATTAN -> "board.manhattan";
            case IS_GOAL -> "board.is-goal";
            case IS_SOLVABLE -> BoardProblems.solvableCheck(n);
            case NEIGHBORS -> "board.neighbors.set";
            case TO_STRING -> version.applies("board.to-string") ? "board.to-string" : "board.to-string.size-line";
        };
    }

    public String of(Board board) {
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

    /** Returns the student's answer; {@code n} is the size the board was made with. */
    public String of(StudentBoard board, int n) {
        return switch (this) {
            case SIZE -> String.valueOf(board.size());
            case TILES -> Boards.format(board.tiles(n));
            case HAMMING -> String.valueOf(board.hamming());
            case MANHATTAN -> String.valueOf(board.manhattan());
            case IS_GOAL -> String.valueOf(board.isGoal());
            case IS_SOLVABLE -> board.hasIsSolvable() ? String.valueOf(board.isSolvable()) : "";
            case NEIGHBORS -> neighbors(board, n);
            case TO_STRING -> board.text();
        };
    }

    /**
     * Returns the first answer that differs, as {call, expected, actual, method ({@link #method})}, or null.
     *
     * @param expected the answers expected, e.g. {@code answer -> answer.of(referenceBoard)}
     */
    static String[] firstDifference(Assignment version, Function<Answers, String> expected,
            Function<Answers, String> actual) {
        for (Answers answer : values()) {
            String want = expected.apply(answer);
            String got = actual.apply(answer);
            if (!java.util.Objects.equals(want, got)) { // a student toString() may return null
                return new String[] {answer.call(version), want, got, answer.method(version)};
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

    static String neighbors(StudentBoard board, int n) {
        List<String> boards = new ArrayList<>();
        for (StudentBoard neighbor : board.neighbors()) {
            boards.add(Boards.format(neighbor.tiles(n)));
        }
        return sorted(boards);
    }

    private static String sorted(List<String> boards) {
        boards.sort(null);
        return String.join("\n\n", boards);
    }
}
