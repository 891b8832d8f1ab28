package npuzzle.grader.cost;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/** Runs the timing and memory check classes on a compiled Board, as the child would, and collects each verdict. */
final class BoardChecksRun {
    static final List<String> CHECK_CLASSES = List.of(
            "npuzzle.grader.checks.timing.BoardTimingChecks", "npuzzle.grader.checks.memory.BoardMemoryChecks");

    private BoardChecksRun() {
    }

    /** Compiles a default-package Board and loads it with a plain URL class loader, as the child does. */
    static Class<?> compileBoard(Path dir, String source) {
        return compile(dir, Map.of("Board", source), "Board");
    }

    /** Compiles a default-package Solver on {@link BoardFixtures#FAST} and loads it like {@link #compileBoard}. */
    static Class<?> compileSolver(Path dir, String source) {
        return compileSolver(dir, BoardFixtures.FAST, source);
    }

    /** Compiles a default-package Board and Solver together and loads the Solver like {@link #compileBoard}. */
    static Class<?> compileSolver(Path dir, String board, String solver) {
        return compile(dir, Map.of("Board", board, "Solver", solver), "Solver");
    }

    private static Class<?> compile(Path dir, Map<String, String> sources, String name) {
        CompiledSources.compile(dir, sources);
        try {
            URLClassLoader plain = new URLClassLoader(new URL[] {dir.resolve("classes").toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            return plain.loadClass(name);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns each check id with its outcome: "SUCCESSFUL", or "FAILED: message". */
    static Map<String, String> verdicts(Class<?> board, long seed) {
        return run(board, seed, new TreeMap<>(), new TreeMap<>());
    }

    /** Returns each check's outcome like {@link #verdicts(Class, long)}, grading {@code assignment}'s version. */
    static Map<String, String> verdicts(Class<?> board, long seed, Assignment assignment) {
        return verdicts(board, seed, assignment, CHECK_CLASSES);
    }

    /** Returns the outcome of each check of {@code checkClasses} on {@code board}, grading {@code assignment}'s version. */
    static Map<String, String> verdicts(Class<?> board, long seed, Assignment assignment, List<String> checkClasses) {
        return run(new GradingContext(Optional.of(board), Optional.empty(), Optional.empty(), Optional.empty(),
                Map.of(), List.of(), seed, SolutionConvention.AFTER_INITIAL, false, assignment), checkClasses,
                new TreeMap<>(), new TreeMap<>());
    }

    /** Runs the Solver timing checks on a Solver class and returns each check's outcome. */
    static Map<String, String> solverVerdicts(Class<?> solver, long seed) {
        GradingContext context = new GradingContext(Optional.empty(), Optional.of(solver), Optional.empty(),
                Optional.empty(), Map.of(), List.of(), seed, SolutionConvention.AFTER_INITIAL, false);
        return run(context, List.of("npuzzle.grader.checks.timing.SolverTimingChecks"), new TreeMap<>(), new TreeMap<>());
    }

    /**
     * Runs the checks of {@code checkClasses} on a Solver and the Board its class loader links it to, puts what a
     * check published (or a failed check's actual value) in {@code entries}, and returns each check's outcome.
     */
    static Map<String, String> solverVerdicts(Class<?> solver, long seed, List<String> checkClasses,
            Map<String, String> entries) {
        return solverVerdicts(solver, seed, checkClasses, new TreeMap<>(), entries);
    }

    /** Runs the checks like {@link #solverVerdicts(Class, long, List, Map)}, their milliseconds put in {@code millis}. */
    static Map<String, String> solverVerdicts(Class<?> solver, long seed, List<String> checkClasses,
            Map<String, Long> millis, Map<String, String> entries) {
        Class<?> board;
        try {
            board = solver.getClassLoader().loadClass("Board");
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        GradingContext context = new GradingContext(Optional.of(board), Optional.of(solver), Optional.empty(),
                Optional.empty(), Map.of(), List.of(), seed, SolutionConvention.AFTER_INITIAL, false);
        return run(context, checkClasses, millis, entries);
    }

    /**
     * Runs the checks, puts each check's milliseconds in {@code millis} and what a passing check published (or a
     * failed check's actual value) in {@code entries}, and returns the outcomes.
     */
    static Map<String, String> run(Class<?> board, long seed, Map<String, Long> millis, Map<String, String> entries) {
        return run(new GradingContext(Optional.of(board), Optional.empty(), Optional.empty(), Optional.empty(),
                Map.of(), List.of(), seed, SolutionConvention.AFTER_INITIAL, false), CHECK_CLASSES, millis, entries);
    }

    private static Map<String, String> run(GradingContext context, List<String> checkClasses, Map<String, Long> millis,
            Map<String, String> entries) {
        GradingContext.install(context);
        Map<String, String> verdicts = new TreeMap<>();
        for (String checks : checkClasses) {
            Events events = EngineTestKit.engine("junit-jupiter").selectors(selectClass(checks)).execute()
                    .testEvents();
            List<Event> finished = events.finished().list();
            for (Event event : finished) {
                MethodSource source = (MethodSource) event.getTestDescriptor().getSource().orElseThrow();
                String id = source.getJavaMethod().getAnnotation(Check.class).id();
                TestExecutionResult result = event.getRequiredPayload(TestExecutionResult.class);
                verdicts.put(id, result.getStatus() + result.getThrowable().map(BoardChecksRun::describe).orElse(""));
                result.getThrowable().filter(CheckFailure.class::isInstance)
                        .ifPresent(t -> entries.put(id, ((CheckFailure) t).details().actual()));
                millis.put(id, Duration.between(started(events, event), event.getTimestamp()).toMillis());
                events.reportingEntryPublished().filter(e -> e.getTestDescriptor().equals(event.getTestDescriptor()))
                        .forEach(e -> entries.put(id, e.getRequiredPayload(ReportEntry.class).getKeyValuePairs()
                                .values().iterator().next()));
            }
        }
        return verdicts;
    }

    /** Returns ": " and the throwable, with the inputs passed when it is a {@link CheckFailure}. */
    private static String describe(Throwable thrown) {
        return ": " + thrown + (thrown instanceof CheckFailure failure
                ? " (passed " + failure.details().passed() + " of " + failure.details().total() + ")" : "");
    }

    private static Instant started(Events events, Event finished) {
        return events.started().filter(e -> e.getTestDescriptor().equals(finished.getTestDescriptor()))
                .findFirst().orElseThrow().getTimestamp();
    }
}
