package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;

/** Runs the rubric's check classes with EngineTestKit against an installed context and reports each check's outcome. */
public final class CheckRunner {
    /** The checks run when none are named: the Board's and the Solver's correctness checks. */
    static final Class<?>[] CHECK_CLASSES = {check("board.BoardApiChecks"), check("board.BoardChecks"),
        check("board.BoardStateChecks"), check("board.NeighborChecks"), check("board.BoardEqualityChecks"),
        check("solver.SolverApiChecks"), check("solver.SolverChecks"), check("solver.SolverMessageChecks"),
        check("solver.referenceboard.SolverOnReferenceBoardChecks")};

    /** How a check ended, and the failure it threw, if any. */
    public record Outcome(TestExecutionResult.Status status, Throwable failure) {
        public boolean passed() {
            return status == TestExecutionResult.Status.SUCCESSFUL;
        }

        /** Aborted by an assumption, or skipped. */
        public boolean skipped() {
            return status == null || status == TestExecutionResult.Status.ABORTED;
        }

        public boolean failed() {
            return !passed() && !skipped();
        }
    }

    private CheckRunner() {
    }

    /** Returns the check ids of {@code classes}. */
    public static Set<String> ids(List<Class<?>> classes) {
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

    /**
     * Returns the check class named relative to {@code npuzzle.grader.checks}, e.g. "board.BoardChecks": the check
     * classes are package-private in their own packages, so tests elsewhere name them.
     */
    public static Class<?> check(String name) {
        try {
            return Class.forName("npuzzle.grader.checks." + name);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no check class " + name, e);
        }
    }

    /** Returns the outcome of every check of {@code classes} on the fixture submission, graded with seed 7. */
    public static Map<String, Outcome> run(String fixture, Path output, SolutionConvention convention,
            boolean messages, Class<?>... classes) {
        CompiledSubmission submission = CompiledSubmission.compile(CompiledSubmission.FIXTURES.resolve(fixture), output);
        return run(submission.context(7, convention, messages), classes);
    }

    /** Returns the details of a failed check, asserting that it failed. */
    public static CheckDetails details(Outcome outcome) {
        assertNotNull(outcome);
        assertTrue(outcome.failed(), "expected a failure");
        return assertInstanceOf(CheckFailure.class, outcome.failure()).details();
    }

    /** Returns the outcome of every check, by id; a skipped check has a null status. */
    public static Map<String, Outcome> run(GradingContext context, Class<?>... classes) {
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
