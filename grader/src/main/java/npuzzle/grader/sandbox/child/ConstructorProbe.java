package npuzzle.grader.sandbox.child;

import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * Calls student code once on a small input, with a short budget, before any check runs: a constructor that does
 * not return then costs one budget instead of one time limit per check. The call runs on a daemon thread that is
 * left behind if it hangs (the child ends with {@code Runtime.halt}).
 */
final class ConstructorProbe {
    /** How long a constructor may take on a 3x3 board before the checks that need it are charged as timeouts. */
    static final Duration BUDGET = Duration.ofSeconds(2);

    private ConstructorProbe() {
    }

    /** Returns whether the call returned or threw within the budget. */
    static boolean returns(String what, Callable<?> call) {
        Thread thread = new Thread(() -> {
            try {
                call.call();
            } catch (Throwable ignored) { // an exception is the checks' business, not the probe's
            }
        }, "grader-probe-" + what);
        thread.setDaemon(true);
        thread.start();
        try {
            thread.join(BUDGET.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }

    /** Returns why the checks that construct the class are charged as timeouts. */
    static String reason(String call, String input) {
        return call + " did not return within " + BUDGET.toSeconds() + " s on " + input
                + " (an endless loop?): every check that calls it is charged as a timeout";
    }
}
