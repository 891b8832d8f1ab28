package npuzzle.grader.checks.board;

import java.util.Arrays;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.reference.Board;

/**
 * Why the student's Board would make a search on a board wrong or endless: isGoal() false for the goal,
 * isSolvable() false for a solvable board, a wrong manhattan() (the search's priority), wrong neighbors(), a twin()
 * that is no twin (the Coursera version), or code that throws or does not finish. A search on such a board earns the
 * Solver's checks nothing, and its loss is charged to the Board check the problem names.
 */
public final class BoardProblems {
    /**
     * Why the student's Board cannot be searched on a board.
     *
     * @param reason one line a student reads, naming the check: "your Board's isGoal() is false for the goal ..."
     * @param check the id of the Board check charged for it
     */
    public record Problem(String reason, String check) {
        /** Returns the input's verdict: not judged, charged to {@link #check}. */
        public NotJudged notJudged() {
            return new NotJudged(reason, check);
        }
    }

    private BoardProblems() {
    }

    /** Returns why the student's Board cannot be searched on {@code input}, or null when it can. */
    public static Problem of(BoardType board, Board input) {
        try {
            return problem(board, input);
        } catch (StudentException e) {
            String check = checkOf(e.call(), input.size(), board.assignment());
            return new Problem("your Board's " + (e.call() == null ? "code" : e.call()) + " threw or did not finish "
                    + "on them (charged by " + check + ")", check);
        }
    }

    /**
     * Returns why a search on {@code input} that passed its budget on the student's Board is the Board's: its
     * hashCode() hashes equal boards apart, so a HashSet of the boards seen never finds one again and the search
     * crawls; null when the Board hashes them alike.
     */
    public static Problem ofUnfinishedSearch(BoardType board, Board input) {
        if (!HashAgreement.disagrees(board, input)) {
            return null;
        }
        return new Problem("your Board's hashCode() gives this board and an equal one different codes, so a "
                + "HashSet of the boards seen never finds one again and the search crawls (charged by "
                + HashAgreement.CHECK + "; " + HashAgreement.HINT + ")", HashAgreement.CHECK);
    }

    private static Problem problem(BoardType board, Board input) {
        int n = input.size();
        if (!board.create(Board.goal(n)).isGoal()) {
            return new Problem("your Board's isGoal() is false for the goal, so no search could end (charged by "
                    + "board.is-goal)", "board.is-goal");
        }
        if (board.assignment().boardIsSolvable() && input.isSolvable() && !board.create(input).isSolvable()) {
            return new Problem("your Board's isSolvable() is false for a solvable board (charged by "
                    + solvableCheck(n) + ")", solvableCheck(n));
        }
        StudentBoard initial = board.create(input);
        if (initial.manhattan() != input.manhattan()) {
            return new Problem("your Board's manhattan() is wrong on this board, so are the search's priorities "
                    + "(charged by board.manhattan)", "board.manhattan");
        }
        Board view = initial.toReference(n);
        if (!Answers.neighbors(view).equals(Answers.neighbors(initial, n))
                || !view.equals(initial.toReference(n))) {
            return new Problem("your Board's neighbors() are wrong on this board (charged by board.neighbors.set)",
                    "board.neighbors.set");
        }
        if (board.assignment().hasTwin() && TwinRule.problem(input, initial.twin().toReference(n)) != null) {
            return new Problem("your Board's twin() is not this board with two tiles exchanged (charged by "
                    + "board.twin.valid)", "board.twin.valid");
        }
        return null;
    }

    /**
     * Returns the id of the check that judges the Board's {@code call} as a {@link StudentException} names it
     * ({@code Board.isGoal()}, {@code iterating Board.neighbors()}), the constructor's for others.
     */
    static String checkOf(String call, int n, Assignment version) {
        Optional<Answers> answer = call == null ? Optional.empty() : answering(methodName(call), version);
        return answer.orElse(Answers.TILES).check(n, version); // the constructor: no board shows its tiles
    }

    /**
     * Returns the id of the check that judges the Board's method {@code name} ({@code neighbors}, {@code <init>} for
     * the constructor), or empty for a method no check of its own judges (equals, hashCode, a helper).
     */
    public static Optional<String> checkOfMethod(String name, int n, Assignment version) {
        if (name.equals("<init>")) {
            return Optional.of(Answers.TILES.check(n, version));
        }
        if (name.equals("twin") && version.hasTwin()) {
            return Optional.of("board.twin.valid");
        }
        return answering(name, version).map(answer -> answer.check(n, version));
    }

    /** Returns the query the Board's method {@code name} answers in {@code version}. */
    private static Optional<Answers> answering(String name, Assignment version) {
        return Arrays.stream(Answers.values()).filter(answer -> methodName(answer.method(version)).equals(name))
                .findFirst();
    }

    /** Returns the name of the method a call names: {@code neighbors} for {@code iterating Board.neighbors()}. */
    private static String methodName(String call) {
        int open = call.indexOf('(');
        String head = open < 0 ? call : call.substring(0, open);
        return head.substring(head.lastIndexOf('.') + 1);
    }

    /** Returns the id of the check of isSolvable() on boards of side n. */
    public static String solvableCheck(int n) {
        return n % 2 == 1 ? "board.solvable.odd" : "board.solvable.even";
    }
}
