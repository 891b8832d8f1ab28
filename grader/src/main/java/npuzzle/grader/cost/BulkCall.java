package npuzzle.grader.cost;

import java.util.List;

/**
 * How a bulk JDK call is counted: the {@code CostCounter} hook to call and which of the call's values it takes
 * (positions among the receiver, if any, and the arguments), or a replacement method name for the call itself.
 *
 * @param hook the name of a static {@code CostCounter} method, or null when only the call is renamed
 * @param keys positions of the values the hook takes, in order; each an {@code int} or a reference
 * @param renameTo a method of the same owner and descriptor to call instead, or null to keep the call
 */
record BulkCall(String hook, List<Integer> keys, String renameTo) {
    BulkCall {
        keys = List.copyOf(keys);
    }

    static BulkCall hook(String hook, Integer... keys) {
        return new BulkCall(hook, List.of(keys), null);
    }

    /** A call replaced by an equivalent one, e.g. {@code parallel()} by {@code sequential()} (counting stays deterministic). */
    static BulkCall rename(String renameTo) {
        return new BulkCall(null, List.of(), renameTo);
    }
}
