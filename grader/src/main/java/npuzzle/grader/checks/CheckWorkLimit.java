package npuzzle.grader.checks;

import java.lang.reflect.Method;
import npuzzle.grader.cost.WorkLimit;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;

/**
 * Runs every check within {@link #UNITS} of counted work outside the limits the check sets itself (per board, per
 * search, per measured size), so that student code which never finishes ends every check at the same point on
 * every run, long before the wall-clock time limit, whatever else the machine is doing.
 */
public final class CheckWorkLimit implements InvocationInterceptor {
    /** A few seconds of counted work at most, far below the 10 s time limit, and far above any correct code's. */
    public static final long UNITS = 200_000_000;

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> method,
            ExtensionContext extension) throws Throwable {
        Throwable[] thrown = new Throwable[1];
        WorkLimit.run(UNITS, () -> {
            try {
                invocation.proceed();
            } catch (Throwable t) {
                thrown[0] = t;
            }
        });
        if (thrown[0] != null) {
            throw thrown[0];
        }
    }
}
