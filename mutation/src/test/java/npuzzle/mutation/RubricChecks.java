package npuzzle.mutation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.sandbox.child.ChildSpec;
import npuzzle.grader.sandbox.child.RubricRun;
import org.junit.jupiter.api.DynamicTest;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * The rubric's checks as tests, one each, run in this JVM by {@link RubricRun} on the default-package Board and
 * Solver this module compiled, loaded as the child JVM loads a student's. A test fails when its check does not
 * pass, so PIT counts a mutant as killed when the grader would take a point for it.
 *
 * <p>Only the API and correctness checks are in scope. The timing and memory checks measure counted work and
 * created objects, which the cost-counting class loaders add to a class's bytecode; PIT replaces a mutated class's
 * bytecode with its own mutant in every class loader, so the mutated class would count nothing and those checks
 * would judge a mutant by numbers it never produced.
 */
final class RubricChecks {
    /** The categories whose checks are in scope (see the class comment). */
    static final Set<Category> IN_SCOPE = EnumSet.of(Category.API, Category.CORRECTNESS);
    /**
     * The checks a target leaves out, comma-separated: the reference's Board and Solver have public members beyond
     * the assignment's API (the grader's own helpers), which fail the no-extra-public-methods checks unmutated.
     */
    static final String EXCLUDED_CHECKS = "npuzzle.mutation.excludedChecks";
    private static final long SEED = 1;

    private RubricChecks() {
    }

    /** Returns a test for each in-scope check of this course's version of the assignment that {@code ids} accepts. */
    static Stream<DynamicTest> tests(Predicate<String> ids) {
        Path classes = submissionClasses();
        Set<String> excluded = Set.of(System.getProperty(EXCLUDED_CHECKS, "").split(","));
        return CheckCatalog.discover(List.of()).stream()
                .filter(check -> IN_SCOPE.contains(check.category()))
                .map(CheckInfo::id).filter(Assignment.DEFAULT::applies).filter(ids).filter(id -> !excluded.contains(id))
                .map(id -> dynamicTest(id, () -> assertPasses(classes, id)));
    }

    private static void assertPasses(Path classes, String id) throws IOException {
        ChildSpec spec = new ChildSpec(List.of(classes.toString()), List.of(), "Board", "Solver", Map.of(),
                List.of(), List.of(id), SEED, SolutionConvention.AFTER_INITIAL, true, 64 * 1024, 0, false);
        List<TestExecutionResult> results = new ArrayList<>();
        RubricRun.load(spec).run(new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (test.isTest()) {
                    results.add(result);
                }
            }
        });
        // PIT puts each mutant into every live class loader that loaded the mutated class, one redefinition each:
        // collect the loaders of the checks done so that they do not pile up
        System.gc();
        assertEquals(1, results.size(), id + " ran " + results.size() + " times");
        TestExecutionResult result = results.get(0);
        if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
            throw new AssertionError(id + " did not pass: " + result.getStatus(),
                    result.getThrowable().orElse(null));
        }
    }

    /** Returns the folder of the Board.class this module compiled (a student's classes folder). */
    private static Path submissionClasses() {
        URL board = ClassLoader.getSystemResource("Board.class");
        if (board == null || !board.getProtocol().equals("file")) {
            throw new IllegalStateException("no Board.class folder on the test class path: " + board);
        }
        try {
            return Path.of(board.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
