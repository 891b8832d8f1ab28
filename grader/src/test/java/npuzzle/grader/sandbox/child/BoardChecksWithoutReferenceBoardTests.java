package npuzzle.grader.sandbox.child;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import npuzzle.grader.CalledMethods;
import org.junit.jupiter.api.Test;

/**
 * A run of the Board's checks alone loads neither the student's Solver nor the reference Board
 * ({@link ContextBuilder}): this holds only while no class of the Board's checks asks the context for either, which
 * this test reads in their bytecode.
 */
class BoardChecksWithoutReferenceBoardTests {
    private static final String PACKAGE = "npuzzle.grader.checks.board";
    private static final Set<String> SOLVER_CALLS = Set.of("GradingContext.solver", "GradingContext.referenceBoard",
            "GradingContext.solverOnReferenceBoard", "GradingContext.notJudgedOnReferenceBoard",
            "StudentClasses.solver", "StudentClasses.solverOnReferenceBoard",
            "StudentClasses.solverForReferenceBoardChecks");

    @Test
    void noBoardCheckAsksForTheReferenceBoard() throws IOException, URISyntaxException {
        Path folder = Path.of(getClass().getResource("/" + PACKAGE.replace('.', '/') + "/BoardChecks.class").toURI())
                .getParent();
        List<String> calls = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            List<String> classes = files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(
                    ".class")).map(name -> PACKAGE + "." + name.substring(0, name.length() - ".class".length()))
                    .toList();
            assertFalse(classes.isEmpty(), folder.toString());
            for (String name : classes) {
                CalledMethods.of(name).stream().filter(SOLVER_CALLS::contains)
                        .forEach(call -> calls.add(name + ": " + call));
            }
        }
        assertEquals(List.of(), calls);
    }
}
