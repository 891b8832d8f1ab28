package npuzzle.grader.checks.student;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import npuzzle.grader.checks.Assignment;
import npuzzle.reference.Board;

/**
 * A student's Board class (or the reference Board relocated into the student's package), its members looked up on
 * first use so that one missing method fails only the checks that need it.
 */
public final class BoardType {
    private final Members members;
    private final Assignment assignment;

    /** A Board class with this course's API (the reference Board's). */
    public BoardType(Class<?> type) {
        this(type, Assignment.DEFAULT);
    }

    /** A Board class with the API of {@code assignment}. */
    public BoardType(Class<?> type, Assignment assignment) {
        this.members = new Members(type);
        this.assignment = assignment;
    }

    /** Returns the version of the assignment whose API the class has. */
    public Assignment assignment() {
        return assignment;
    }

    public Class<?> type() {
        return members.type();
    }

    /** Creates a board with {@code new Board(tiles)}; the array is handed over as it is. */
    public StudentBoard create(int[][] tiles) {
        Constructor<?> constructor = members.constructor(int[][].class);
        return new StudentBoard(this, members.construct(constructor, (Object) tiles));
    }

    /** Creates the student's board with the tiles of a reference board. */
    public StudentBoard create(Board board) {
        return create(board.toArray());
    }

    /** Wraps an object of this type that student code returned. */
    public StudentBoard wrap(Object board) {
        return new StudentBoard(this, board);
    }

    Members members() {
        return members;
    }

    Object call(Object board, Class<?> returns, String name) {
        Method method = members.method(returns, name);
        return members.invoke(board, method);
    }

    Object call(Object board, Class<?> returns, String name, Class<?>[] params, Object... args) {
        Method method = members.method(returns, name, params);
        return members.invoke(board, method, args);
    }
}
