package npuzzle.grader.checks.student;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.Assignment;
import npuzzle.reference.Board;

/** One board object of a {@link BoardType}, with the assignment's API called through reflection. */
public final class StudentBoard {
    private final BoardType type;
    private final Object board;

    StudentBoard(BoardType type, Object board) {
        this.type = type;
        this.board = board;
    }

    /** Returns the student's object. */
    public Object unwrap() {
        return board;
    }

    /** Returns the version of the assignment the Board is graded in. */
    public Assignment assignment() {
        return type.assignment();
    }

    /** Calls {@code size()}, or {@code dimension()} in the versions that name it so. */
    public int size() {
        return (int) type.call(board, int.class, type.assignment().sizeMethod());
    }

    /** Calls {@code tileAt(i, j)}, or reads the tile from {@code toString()} in the versions without tileAt. */
    public int tileAt(int i, int j) {
        if (!type.assignment().hasTileAt()) {
            return PrincetonText.tiles(text())[i][j];
        }
        return (int) type.call(board, int.class, "tileAt", new Class<?>[] {int.class, int.class}, i, j);
    }

    /** Calls {@code twin()}. */
    public StudentBoard twin() {
        return type.wrap(type.call(board, type.type(), "twin"));
    }

    public int hamming() {
        return (int) type.call(board, int.class, "hamming");
    }

    public int manhattan() {
        return (int) type.call(board, int.class, "manhattan");
    }

    /** Calls CS 61B's {@code estimatedDistanceToGoal()}. */
    public int estimatedDistanceToGoal() {
        return (int) type.call(board, int.class, "estimatedDistanceToGoal");
    }

    public boolean isGoal() {
        return (boolean) type.call(board, boolean.class, "isGoal");
    }

    public boolean isSolvable() {
        return (boolean) type.call(board, boolean.class, "isSolvable");
    }

    /** Returns whether the Board has {@code isSolvable()} in the version graded. */
    public boolean hasIsSolvable() {
        return type.assignment().boardIsSolvable();
    }

    /** Returns the boards of {@code neighbors()}, walking the student's Iterable once. */
    public List<StudentBoard> neighbors() {
        Object iterable = type.call(board, Iterable.class, "neighbors");
        List<StudentBoard> boards = new ArrayList<>();
        for (Object neighbor : Walk.elements(type.members(), "Board.neighbors()", iterable, type.type())) {
            boards.add(type.wrap(neighbor));
        }
        return boards;
    }

    /** Calls {@code equals(Object)}, the method a HashSet or List.contains calls. */
    public boolean equalsObject(Object other) {
        return (boolean) type.call(board, boolean.class, "equals", new Class<?>[] {Object.class}, other);
    }

    /** Calls {@code equals(other)} as a caller holding a Board would: an {@code equals(Board)} overload if any. */
    public boolean equalsBoard(StudentBoard other) {
        if (hasEqualsOverload(type.type())) {
            return (boolean) type.call(board, boolean.class, "equals", new Class<?>[] {type.type()}, other.board);
        }
        return equalsObject(other.board);
    }

    /** Returns whether {@code type} declares {@code equals(T)} for its own type T, an overload of equals(Object). */
    public static boolean hasEqualsOverload(Class<?> type) {
        try {
            type.getDeclaredMethod("equals", type);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** Calls the student's {@code hashCode()}. */
    public int hash() {
        return (int) type.call(board, int.class, "hashCode");
    }

    /** Returns whether {@code type} overrides {@code hashCode()} (itself or a superclass other than Object). */
    public static boolean overridesHashCode(Class<?> type) {
        try {
            return type.getMethod("hashCode").getDeclaringClass() != Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** Calls the public method {@code name()}, one that hands out an array or a collection, and returns its answer. */
    public Object handOut(String name) {
        return type.call(board, Object.class, name);
    }

    /**
     * Returns the names of {@code type}'s public instance methods without parameters that return an array, a
     * collection or a map and that the version's API does not ask for: the getters that may hand out the tiles.
     */
    public static List<String> handingOut(Class<?> type, List<String> api) {
        List<String> names = new ArrayList<>();
        for (Method method : type.getMethods()) {
            Class<?> returns = method.getReturnType();
            boolean container = returns.isArray() || Collection.class.isAssignableFrom(returns)
                    || Map.class.isAssignableFrom(returns);
            if (container && method.getParameterCount() == 0 && !Modifier.isStatic(method.getModifiers())
                    && method.getDeclaringClass() != Object.class && !api.contains(method.getName())) {
                names.add(method.getName());
            }
        }
        Collections.sort(names);
        return names;
    }

    /** Calls the student's {@code toString()}. */
    public String text() {
        return (String) type.call(board, String.class, "toString");
    }

    /**
     * Returns the tiles of an n-by-n board read through {@code tileAt(i, j)} (not size(), which has its own check), or
     * from {@code toString()} in the versions without tileAt.
     */
    public int[][] tiles(int n) {
        if (!type.assignment().hasTileAt()) {
            return PrincetonText.tiles(text());
        }
        int[][] tiles = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                tiles[i][j] = tileAt(i, j);
            }
        }
        return tiles;
    }

    /**
     * Returns the reference board with the tiles of an n-by-n board read through {@code tileAt(i, j)}.
     *
     * @throws StudentException if those tiles are not a board (not a permutation of 0 .. n*n-1)
     */
    public Board toReference(int n) {
        int[][] tiles = tiles(n);
        try {
            return new Board(tiles);
        } catch (IllegalArgumentException e) {
            throw new StudentException((type.assignment().hasTileAt() ? "tileAt(i, j)" : "toString()")
                    + " describes no board (" + e.getMessage() + "):\n"
                    + Boards.format(tiles));
        }
    }
}
