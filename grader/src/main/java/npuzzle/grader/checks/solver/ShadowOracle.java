package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import npuzzle.grader.checks.board.BoardProblems;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.cost.runtime.BoardOracle;
import npuzzle.reference.Board;

/**
 * The grader's side of {@code BoardShadow}: judges each answer the student's Board gave the student's Solver during
 * one search against the reference Board on the same tiles, read through the student's {@code tileAt} (as the other
 * Solver checks read them), and keeps the first wrong one as a {@link BoardFault}. It exists because a Board whose
 * answers are right on fresh boards but wrong mid-search makes the search wrong, and that is the Board's mistake.
 *
 * <p>neighbors() is judged only when the Iterable is a JDK collection or a course library's (Stack, Queue, Bag),
 * whose walk does not change it; a student's own Iterable might be usable once only, and is left alone. The neighbors
 * are compared as a set of boards of the same count; equals as the reference Board's equals of the two boards' tiles.
 * The tiles of the last boards asked about are kept by identity, since a search asks about the same board several
 * times in a row; a board whose tiles change after they were read could then be judged on its old tiles, so an answer
 * found wrong is judged again on tiles read anew before it is kept (a stale view can hide a fault, never make one).
 */
final class ShadowOracle implements BoardOracle {
    private static final String COURSE_LIBRARY = "edu.princeton.cs.algs4.";
    /** How many boards' tiles are kept, by identity: a search asks about the same few boards call after call. */
    private static final int CACHED = 256;

    private final BoardType type;
    private final int n;
    private final Object[] boards = new Object[CACHED];
    private final Board[] views = new Board[CACHED];
    private boolean cached;
    private BoardFault fault;

    /** An oracle for a search on boards of side {@code n} of the student's Board class {@code type}. */
    ShadowOracle(BoardType type, int n) {
        this.type = type;
        this.n = n;
    }

    /** Returns the first wrong answer shown to this oracle, or null when every answer was right. */
    BoardFault fault() {
        return fault;
    }

    @Override
    public boolean right(Query query, Object board, Object argument, Object answer) {
        cached = true;
        if (judge(query, board, argument, answer)) {
            return true;
        }
        cached = false; // a wrong answer is judged again on tiles read now, not on ones a cached view kept
        return judge(query, board, argument, answer);
    }

    /** Returns the tiles of a student board as a reference board, read once per board while {@link #cached}. */
    private Board view(Object board) {
        if (!cached) {
            return type.wrap(board).toReference(n);
        }
        int slot = System.identityHashCode(board) & (CACHED - 1);
        if (boards[slot] != board) {
            views[slot] = type.wrap(board).toReference(n);
            boards[slot] = board;
        }
        return views[slot];
    }

    private boolean judge(Query query, Object board, Object argument, Object answer) {
        Board view = view(board);
        String[] wrong = switch (query) {
            case IS_GOAL -> differs(view.isGoal(), answer);
            case IS_SOLVABLE -> differs(view.isSolvable(), answer);
            case MANHATTAN -> differs(view.manhattan(), answer);
            case HAMMING -> differs(view.hamming(), answer);
            case NEIGHBORS -> neighbors(view, answer);
            case EQUALS -> differs(expectedEquals(view, argument), answer);
        };
        if (wrong == null) {
            return true;
        }
        fault = fault(query, board, view, argument, wrong[0], wrong[1]);
        return false;
    }

    /** Returns {expected, actual} as text when they differ, else null. */
    private static String[] differs(Object expected, Object actual) {
        return expected.equals(actual) ? null : new String[] {String.valueOf(expected), String.valueOf(actual)};
    }

    private boolean expectedEquals(Board view, Object other) {
        if (other == null || other.getClass() != type.type()) {
            return false;
        }
        return view.equals(view(other));
    }

    private String[] neighbors(Board view, Object answer) {
        List<Board> expected = new ArrayList<>();
        view.neighbors().forEach(expected::add);
        if (answer == null) {
            return new String[] {format(expected), "null"};
        }
        if (!(answer instanceof Collection) && !answer.getClass().getName().startsWith(COURSE_LIBRARY)) {
            return null; // a student's own Iterable may not survive a second walk
        }
        List<Board> actual = new ArrayList<>();
        for (Object neighbor : (Iterable<?>) answer) {
            if (neighbor == null || neighbor.getClass() != type.type()) {
                return new String[] {format(expected), "a " + (neighbor == null ? "null" : neighbor.getClass()
                        .getName()) + " among the boards"};
            }
            try {
                actual.add(view(neighbor));
            } catch (StudentException e) {
                if (WorkLimit.passed(e)) {
                    throw e;
                }
                return new String[] {format(expected), e.describe()};
            }
        }
        if (actual.size() == expected.size() && new HashSet<>(actual).equals(Set.copyOf(expected))) {
            return null;
        }
        return new String[] {format(expected), format(actual)};
    }

    private static String format(List<Board> boards) {
        List<String> texts = new ArrayList<>();
        for (Board board : boards) {
            texts.add(Boards.format(board.toArray()));
        }
        texts.sort(null);
        return texts.isEmpty() ? "no boards" : String.join("\n\n", texts);
    }

    private BoardFault fault(Query query, Object board, Board view, Object argument, String expected,
            String actual) {
        Boolean fresh = freshAnswersRight(query, view, argument);
        List<String> checks = new ArrayList<>();
        checks.add(checkOf(query, view, argument, expected, actual));
        // the answer is right on a new board: the mistake is that it changes, which board.repeated-calls names, or
        // that boards made by neighbors() share what they answer with, which board.neighbors.derived names, or that
        // every board answers with what the board made last left in a static field, which board.two-same-size names
        // (a search makes boards of one size): the board itself answers right once its tiles were made again
        boolean lastMade = Boolean.TRUE.equals(fresh) && rightOnceMadeAgain(query, board, view, argument);
        boolean shared = Boolean.TRUE.equals(fresh) && !lastMade && neighborsAnswerWrong(query, view);
        checks.add(Boolean.TRUE.equals(fresh) ? 0 : 1, lastMade ? BoardFault.LAST_MADE
                : shared ? BoardFault.DERIVED : BoardFault.REPEATED_CALLS);
        String which = view.isGoal() ? "the goal" : "the board";
        String other = query == Query.EQUALS && argument != null && argument.getClass() == type.type()
                ? " and\n" + Boards.format(type.wrap(argument).toReference(n).toArray()) + "\n" : "\n";
        String answered = query == Query.NEIGHBORS ? " gave\n" + actual + "\nfor " : " answered " + actual + " for ";
        String reference = query == Query.NEIGHBORS ? "the neighbors are\n" + expected : "the answer is " + expected;
        String why = (lastMade ? "this board answers right again once a new Board with its tiles is made, so every "
                + "board answers with what the board made last left in a static field"
                : shared ? "a new Board with these tiles answers right, and the boards its neighbors() makes "
                + "answer wrong when first asked, so boards made from one another share what they answer"
                : Boolean.TRUE.equals(fresh)
                ? "a new Board with these tiles answers right, so the answer changed after other calls on the board"
                : "a wrong answer of the Board, not the Solver's mistake") + " (charged by " + checks.get(0) + ")";
        String description = "your Board's " + query.call() + answered + which + "\n"
                + Boards.format(view.toArray()) + other + "during the Solver's search, where " + reference + ": "
                + why;
        return new BoardFault(query.call(), view, expected, actual, description, List.copyOf(checks));
    }

    /** Returns the id of the Board check of {@code query}'s answer. */
    private String checkOf(Query query, Board view, Object argument, String expected, String actual) {
        return switch (query) {
            case IS_GOAL -> "board.is-goal";
            case IS_SOLVABLE -> BoardProblems.solvableCheck(n);
            case MANHATTAN -> "board.manhattan";
            case HAMMING -> "board.hamming";
            case NEIGHBORS -> expected.split("\n\n").length != actual.split("\n\n").length
                    ? "board.neighbors.count" : "board.neighbors.set";
            case EQUALS -> argument == null ? "board.equals.null"
                    : argument.getClass() != type.type() ? "board.equals.other-type"
                    : Boolean.parseBoolean(expected) ? "board.equals.same-tiles" : "board.equals.one-tile";
        };
    }

    /**
     * Returns whether a new student board with the same tiles answers {@code query} right, null when that cannot be
     * told (its code threw): a new board that answers right means the answer depended on earlier calls.
     */
    private Boolean freshAnswersRight(Query query, Board view, Object argument) {
        try {
            return answersRight(query, type.create(view), view, argument);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * Returns whether the student board that answered wrong answers {@code query} right once a new board with its
     * tiles has been made after it (false when that cannot be told): its answer depended on the board made last.
     */
    private boolean rightOnceMadeAgain(Query query, Object board, Board view, Object argument) {
        try {
            type.create(view);
            return answersRight(query, type.wrap(board), view, argument);
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    /** Returns whether {@code board}, whose tiles are {@code view}'s, answers {@code query} right. */
    private boolean answersRight(Query query, StudentBoard board, Board view, Object argument) {
        return switch (query) {
            case NEIGHBORS -> {
                List<Board> boards = new ArrayList<>();
                for (StudentBoard neighbor : board.neighbors()) {
                    boards.add(neighbor.toReference(n));
                }
                Set<Board> expected = toSet(view.neighbors());
                yield boards.size() == expected.size() && new HashSet<>(boards).equals(expected);
            }
            case EQUALS -> board.equalsObject(argument) == expectedEquals(view, argument);
            default -> ask(query, board).equals(expected(query, view));
        };
    }

    /**
     * Returns whether a new student board with these tiles and the boards its neighbors() makes answer {@code query}
     * wrong where each of them alone would not: a neighbor wrong when first asked, or wrong once its siblings were
     * asked though it answered twice in a row the same, or the new board wrong once its neighbors were asked (only
     * for the queries with one answer per board: hamming, manhattan, isGoal); false when that cannot be told.
     */
    private boolean neighborsAnswerWrong(Query query, Board view) {
        if (query != Query.HAMMING && query != Query.MANHATTAN && query != Query.IS_GOAL) {
            return false;
        }
        try {
            StudentBoard parent = type.create(view);
            List<StudentBoard> neighbors = new ArrayList<>();
            parent.neighbors().forEach(neighbors::add);
            for (StudentBoard neighbor : neighbors) {
                Object first = ask(query, neighbor);
                if (!first.equals(expected(query, neighbor.toReference(n)))) {
                    return true;
                }
                if (!first.equals(ask(query, neighbor))) {
                    return false; // it changes on its own: board.repeated-calls' mistake
                }
            }
            for (StudentBoard neighbor : neighbors) {
                if (!ask(query, neighbor).equals(expected(query, neighbor.toReference(n)))) {
                    return true;
                }
            }
            return !ask(query, parent).equals(expected(query, view));
        } catch (RuntimeException | StackOverflowError e) {
            return false;
        }
    }

    /** Returns the student board's answer to a query with one answer per board (not neighbors() or equals). */
    private static Object ask(Query query, StudentBoard board) {
        return switch (query) {
            case IS_GOAL -> board.isGoal();
            case IS_SOLVABLE -> board.isSolvable();
            case MANHATTAN -> board.manhattan();
            case HAMMING -> board.hamming();
            case NEIGHBORS, EQUALS -> throw new IllegalArgumentException(query + " has no one answer per board");
        };
    }

    /** Returns the reference Board's answer to a query with one answer per board, as {@link #ask} asks it. */
    private static Object expected(Query query, Board tiles) {
        return switch (query) {
            case IS_GOAL -> tiles.isGoal();
            case IS_SOLVABLE -> tiles.isSolvable();
            case MANHATTAN -> tiles.manhattan();
            case HAMMING -> tiles.hamming();
            case NEIGHBORS, EQUALS -> throw new IllegalArgumentException(query + " has no one answer per board");
        };
    }

    private static Set<Board> toSet(Iterable<Board> boards) {
        Set<Board> set = new HashSet<>();
        boards.forEach(set::add);
        return set;
    }
}
