package npuzzle.grader.checks;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.lang.reflect.Method;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.TreeMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;

/** Runs the rubric's check classes with EngineTestKit against an installed context and reports each check's outcome. */
final class CheckRunner {
    static final Class<?>[] CHECK_CLASSES = {BoardApiChecks.class, BoardChecks.class, BoardStateChecks.class,
        NeighborChecks.class, BoardEqualityChecks.class, SolverApiChecks.class, SolverChecks.class,
        SolverOnReferenceBoardChecks.class};

    /** How a check ended, and the failure it threw, if any. */
    record Outcome(TestExecutionResult.Status status, Throwable failure) {
        boolean passed() {
            return status == TestExecutionResult.Status.SUCCESSFUL;
        }

        /** Aborted by an assumption, or skipped. */
        boolean skipped() {
            return status == null || status == TestExecutionResult.Status.ABORTED;
        }

        boolean failed() {
            return !passed() && !skipped();
        }
    }

    private CheckRunner() {
    }

    /** Returns the check ids of {@code classes}. */
    static Set<String> ids(List<Class<?>> classes) {
        Set<String> ids = new TreeSet<>();
        for (Class<?> type : classes) {
            for (Method method : type.getDeclaredMethods()) {
                Check check = method.getAnnotation(Check.class);
                if (check != null) {
                    ids.add(check.id());
                }
            }
        }
        return ids;
    }

    /** Returns the outcome of every check, by id; a skipped check has a null status. */
    static Map<String, Outcome> run(GradingContext context, Class<?>... classes) {
        GradingContext.install(context);
        EngineTestKit.Builder builder = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false");
        for (Class<?> type : classes.length == 0 ? CHECK_CLASSES : classes) {
            builder.selectors(selectClass(type));
        }
        Map<String, Outcome> outcomes = new TreeMap<>();
        Map<String, Instant> started = new TreeMap<>();
        for (Event event : builder.execute().testEvents().list()) {
            if (!(event.getTestDescriptor().getSource().orElse(null) instanceof MethodSource source)) {
                continue;
            }
            Check check = source.getJavaMethod().getAnnotation(Check.class);
            if (event.getType() == EventType.STARTED) {
                started.put(check.id(), event.getTimestamp());
            }
            if (event.getType() == EventType.FINISHED && Boolean.getBoolean("npuzzle.timings")) {
                System.out.printf("%6d ms %s%n",
                        Duration.between(started.get(check.id()), event.getTimestamp()).toMillis(), check.id());
            }
            if (event.getType() == EventType.SKIPPED) {
                outcomes.put(check.id(), new Outcome(null, null));
            } else if (event.getType() == EventType.FINISHED) {
                TestExecutionResult result = event.getRequiredPayload(TestExecutionResult.class);
                Outcome outcome = new Outcome(result.getStatus(), result.getThrowable().orElse(null));
                outcomes.put(check.id(), outcome);
            }
        }
        return outcomes;
    }
}
