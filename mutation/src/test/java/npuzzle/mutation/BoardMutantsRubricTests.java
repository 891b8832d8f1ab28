package npuzzle.mutation;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The suite of the Board's mutants: the in-scope checks but the Solver's on the reference Board, which in the grader
 * never run the student's Board (here PIT would slip the mutant into the relocated reference Board too).
 */
class BoardMutantsRubricTests {
    @TestFactory
    Stream<DynamicTest> rubric() {
        return RubricChecks.tests(id -> !id.startsWith("solver.reference-board."));
    }
}
