package npuzzle.grader.sandbox.child;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;

/**
 * Counts the live threads that were not alive when the census began (the grader's own threads and the probe's
 * are): the threads a check left behind. A thread gets a short grace period to end on its own.
 */
final class ThreadCensus {
    private static final long GRACE_MILLIS = 200;

    private final Set<Thread> baseline = Collections.newSetFromMap(new IdentityHashMap<>());

    ThreadCensus() {
        baseline.addAll(Thread.getAllStackTraces().keySet());
    }

    /** Returns how many threads started since the census began are still alive after the grace period. */
    int leftOver() {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
        int alive = 0;
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (baseline.contains(thread) || isCommonPoolWorker(thread)) {
                continue;
            }
            long left = TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime());
            if (left > 0) {
                try {
                    thread.join(left);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (thread.isAlive()) {
                alive++;
            }
        }
        return alive;
    }

    // the common pool's workers come and go with the JDK's own parallel operations
    private static boolean isCommonPoolWorker(Thread thread) {
        return thread instanceof ForkJoinWorkerThread worker && worker.getPool() == ForkJoinPool.commonPool();
    }
}
