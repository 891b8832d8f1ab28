package npuzzle.mutation;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The suite of the Solver's mutants: every in-scope check. */
class SolverMutantsRubricTests {
    @TestFactory
    Stream<DynamicTest> rubric() {
        return RubricChecks.tests(id -> true);
    }
}
