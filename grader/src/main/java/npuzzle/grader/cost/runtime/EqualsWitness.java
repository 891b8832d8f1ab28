package npuzzle.grader.cost.runtime;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Which boards the reference Board's {@code equals} is asked to compare while a watch is on, against the family of
 * boards its {@code neighbors()} made: Princeton's Solver may call {@code equals} only with a Board, and only with a
 * neighbor of a neighbor (the grandparent, a grandchild or a sibling), so a closed set, which compares a board with
 * boards from anywhere in the search, is seen. {@code equals(null)} is not counted: the initial board has no
 * grandparent. Instrumented code calls the hooks ({@code BoardRelationsInstrumenter}). One global watch, on one thread.
 */
public final class EqualsWitness {
    private static boolean on;
    private static final Map<Object, Object> PARENT = new IdentityHashMap<>();
    private static long calls;
    private static long notBoard;
    private static long notNear;
    private static String first;

    private EqualsWitness() {
    }

    /** Starts a watch, dropping what the last one saw. */
    public static void start() {
        PARENT.clear();
        calls = 0;
        notBoard = 0;
        notNear = 0;
        first = null;
        on = true;
    }

    /** Ends the watch and returns what it saw. */
    public static Seen stop() {
        on = false;
        PARENT.clear();
        return new Seen(calls, notBoard, notNear, first);
    }

    /**
     * What one watch saw.
     *
     * @param calls the {@code equals} calls with a non-null argument
     * @param notBoard those whose argument was not a Board
     * @param notNear those whose argument was a Board but not a neighbor of a neighbor of the board asked
     * @param first the first wrong call, e.g. "equals(String)" or "equals() with a board 7 slides away", or null
     */
    public record Seen(long calls, long notBoard, long notNear, String first) {
        /** What an unwatched run shows. */
        public static final Seen NOTHING = new Seen(0, 0, 0, null);
    }

    /** Records that {@code parent.neighbors()} returned {@code neighbors}. */
    public static void neighbors(Object neighbors, Object parent) {
        if (on && neighbors instanceof Iterable<?> boards) {
            for (Object board : boards) {
                PARENT.put(board, parent);
            }
        }
    }

    /** Records {@code board.equals(other)}. */
    public static void equalsCalled(Object board, Object other) {
        if (!on || other == null) {
            return;
        }
        calls++;
        if (other.getClass() != board.getClass()) {
            notBoard++;
            if (first == null) {
                first = "equals(" + other.getClass().getSimpleName() + ")";
            }
        } else if (!twoSlidesApart(board, other)) {
            notNear++;
            if (first == null) {
                first = "equals() with a board that is not its grandparent, grandchild or sibling in the search";
            }
        }
    }

    private static boolean twoSlidesApart(Object a, Object b) {
        Object parentOfA = PARENT.get(a);
        Object parentOfB = PARENT.get(b);
        return parentOfA != null && (PARENT.get(parentOfA) == b || parentOfA == parentOfB)
                || parentOfB != null && PARENT.get(parentOfB) == a;
    }
}
