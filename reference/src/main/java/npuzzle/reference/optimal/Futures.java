package npuzzle.reference.optimal;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waits for a pooled task's result, rethrowing what the task threw as itself rather than wrapped. */
final class Futures {
    private Futures() {
    }

    /**
     * Returns the task's result.
     *
     * @param doing what the waiting thread was doing, for the message if it is interrupted
     */
    static <T> T await(Future<T> future, String doing) {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + doing, e);
        }
    }
}
