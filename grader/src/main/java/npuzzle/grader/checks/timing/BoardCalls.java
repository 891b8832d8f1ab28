package npuzzle.grader.checks.timing;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;

/**
 * The Board API called by reflection on an instrumented Board class, with nothing between the measurement and
 * the student's code: what the student's code throws is rethrown as it is (the check then errs with it).
 */
final class BoardCalls {
    private final Class<?> type;

    BoardCalls(Class<?> type) {
        this.type = type;
    }

    Object create(int[][] tiles) {
        try {
            Constructor<?> constructor = type.getConstructor(int[][].class);
            return constructor.newInstance((Object) tiles);
        } catch (InvocationTargetException e) {
            throw rethrow(e.getCause());
        } catch (NoSuchMethodException e) {
            throw missing("public Board(int[][])");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot call Board(int[][]): " + e, e);
        }
    }

    Object call(Object board, String name, Object... args) {
        Class<?>[] params = new Class<?>[args.length];
        for (int i = 0; i < args.length; i++) {
            params[i] = args[i] instanceof Integer ? int.class : Object.class;
        }
        try {
            Method method = type.getMethod(name, params);
            return method.invoke(board, args);
        } catch (InvocationTargetException e) {
            throw rethrow(e.getCause());
        } catch (NoSuchMethodException e) {
            throw missing(name + "(" + (args.length == 0 ? "" : "...") + ")");
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + name + ": " + e, e);
        }
    }

    /** Calls {@code neighbors()} and walks the Iterable it returns, as a Solver does. */
    int walkNeighbors(Object board) {
        Object neighbors = call(board, "neighbors");
        if (!(neighbors instanceof Iterable)) {
            throw new CheckFailure("neighbors() returned " + neighbors + ", not an Iterable",
                    CheckDetails.single(null, "an Iterable<Board>", String.valueOf(neighbors), null));
        }
        int count = 0;
        for (Object neighbor : (Iterable<?>) neighbors) {
            count += neighbor == null ? 0 : 1;
        }
        return count;
    }

    private static CheckFailure missing(String member) {
        return new CheckFailure("Board has no " + member + ", so its cost cannot be measured",
                CheckDetails.single(null, member, "missing", "see the API checks"));
    }

    private static RuntimeException rethrow(Throwable thrown) {
        if (thrown instanceof RuntimeException) {
            return (RuntimeException) thrown;
        }
        if (thrown instanceof Error) {
            throw (Error) thrown;
        }
        return new IllegalStateException("Board threw " + thrown, thrown);
    }
}
