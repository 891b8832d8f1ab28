package npuzzle.grader.sandbox.child;

import java.util.Optional;
import npuzzle.grader.checks.Check;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.MethodSource;

/** Reads a check's id from the {@code @Check} annotation of the test method behind a JUnit test source. */
final class CheckIds {
    private CheckIds() {
    }

    /** Returns the check id of the method the source names, or empty if it is not a {@code @Check} method. */
    static Optional<String> of(Optional<TestSource> source) {
        return source.filter(MethodSource.class::isInstance).map(MethodSource.class::cast)
                .map(method -> method.getJavaMethod().getAnnotation(Check.class)).map(Check::id);
    }
}
