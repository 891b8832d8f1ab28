package npuzzle.grader.sandbox.child;

import java.time.Duration;
import java.util.concurrent.Callable;
import npuzzle.grader.cost.WorkLimit;

/**
 * Calls student code once on a small input before any check runs, within {@link #UNITS} of counted work: a
 * constructor that does not finish then costs one probe instead of one work limit per check. Whether it finished
 * is decided by the counted work, the same on every run; the wall-clock {@link #BACKSTOP} only ends the wait for
 * code that hangs outside the counted model (in a JDK call), whose thread is left behind as a daemon (the child
 * ends with {@code Runtime.halt}).
 */
final class ConstructorProbe {
    /** The work a constructor may take on a 3x3 board: thousands of times what any correct one needs. */
    static final long UNITS = 20_000_000;
    /** How long to wait for a call that hangs without counting work. */
    static final Duration BACKSTOP = Duration.ofSeconds(10);

    private ConstructorProbe() {
    }

    /** Returns whether the call returned or threw within the work limit. */
    static boolean returns(String what, Callable<?> call) {
        boolean[] finished = {false};
        Thread thread = new Thread(() -> {
            try {
                WorkLimit.within(UNITS, () -> {
                    try {
                        return call.call();
                    } catch (Exception e) {
                        throw new ProbeException(e);
                    }
                });
                finished[0] = true;
            } catch (Throwable thrown) { // an exception is the checks' business, not the probe's
                finished[0] = !WorkLimit.passed(thrown);
            }
        }, "grader-probe-" + what);
        thread.setDaemon(true);
        thread.start();
        try {
            thread.join(BACKSTOP.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive() && finished[0];
    }

    /** Returns why the checks that construct the class are charged as timeouts. */
    static String reason(String call, String input) {
        return call + " did not finish within " + UNITS + " units of work on " + input
                + " (an endless loop?): every check that calls it is charged as a timeout";
    }

    /** Carries a checked exception of the probed call out of the work limit. */
    private static final class ProbeException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ProbeException(Exception cause) {
            super(cause);
        }
    }
}
