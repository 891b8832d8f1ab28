package npuzzle.grader.cost.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The objects of instrumented classes, recorded as their constructors return while a recording is on: the search
 * nodes of a Solver, kept so that their memory can be measured after the search. One global list, on one thread.
 */
public final class Creations {
    /** The most objects one recording keeps; later ones are not recorded. */
    public static final int MAX_RECORDED = 2_000_000;

    private static List<Object> recorded;

    private Creations() {
    }

    /** Records {@code object} if a recording is on; a constructor that calls another may record it twice. */
    public static void created(Object object) {
        if (recorded != null && recorded.size() < MAX_RECORDED) {
            recorded.add(object);
        }
    }

    /** Starts a recording, dropping what an unfinished one held. */
    public static void start() {
        recorded = new ArrayList<>();
    }

    /** Ends the recording and returns what it recorded, in creation order (empty if none was on). */
    public static List<Object> stop() {
        List<Object> objects = recorded == null ? List.of() : recorded;
        recorded = null;
        return objects;
    }
}
