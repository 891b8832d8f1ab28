package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SourcePathsTests {
    private static final Path WORK = Path.of("/work/repo");

    @Test
    void aSubmissionInsideTheWorkingDirectoryIsNamedFromIt() {
        SourcePaths paths = SourcePaths.of(WORK.resolve("proj"), WORK);
        assertTrue(paths.relative());
        assertEquals("proj/src/Solver.java", paths.path("src/Solver.java"));
        assertEquals(Optional.of(WORK), paths.base());
    }

    @Test
    void theWorkingDirectoryItselfAddsNothing() {
        assertEquals("src/Solver.java", SourcePaths.of(WORK, WORK).path("src/Solver.java"));
    }

    @Test
    void aSubmissionOutsideTheWorkingDirectoryIsNamedAbsolutely() {
        SourcePaths paths = SourcePaths.of(Path.of("/elsewhere/proj"), WORK);
        assertFalse(paths.relative());
        assertEquals(Path.of("/elsewhere/proj/Board.java").toAbsolutePath().toString().replace('\\', '/'),
                paths.path("Board.java"));
        assertEquals(Optional.empty(), paths.base());
    }

    @Test
    void namesAsReportedStayAsTheyAre() {
        assertTrue(SourcePaths.asReported().relative());
        assertEquals("src/Board.java", SourcePaths.asReported().path("src/Board.java"));
        assertEquals(Optional.empty(), SourcePaths.asReported().base());
    }
}
