package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Diagnostic;
import npuzzle.grader.sandbox.CheckOutcome;
import org.junit.jupiter.api.Test;

/** The compile checks say how a source was read, and name the encoding when it caused the errors. */
class ParentChecksTests {
    private static final Path ROOT = Path.of("/submission").toAbsolutePath();
    private static final Submission SUBMISSION = new Submission("alice", ROOT, Optional.of(ROOT.resolve(
            "Board.java")), Optional.of(ROOT.resolve("Solver.java")), List.of());

    @Test
    void aCompiledSourceReadInAnotherEncodingPassesWithANote() {
        CompileResult compiled = new CompileResult(Optional.of("Board"), Optional.of("Solver"), List.of(), List.of(
                new Diagnostic("Board.java", 0, 0, Diagnostic.Severity.NOTE, "a UTF-8 byte-order mark was dropped "
                        + "before compiling")), Map.of());
        CheckOutcome board = ParentChecks.compile(SUBMISSION, compiled).get("compile.board");
        assertEquals("Board.java: a UTF-8 byte-order mark was dropped before compiling", board.message());
        assertEquals(null, ParentChecks.compile(SUBMISSION, compiled).get("compile.solver").message());
    }

    @Test
    void aCompileErrorThatComesFromTheEncodingSaysSo() {
        CompileResult compiled = new CompileResult(Optional.empty(), Optional.empty(), List.of(), List.of(
                new Diagnostic("Board.java", 1, 1, Diagnostic.Severity.ERROR, "illegal character: '\\u0000'")),
                Map.of("Board", "Board.java did not compile", "Solver", "Solver.java was not compiled"));
        assertEquals("""
                Board.java did not compile
                Board.java:1:1: error: illegal character: '\\u0000'
                Board.java: these errors come from characters the compiler cannot read: save the file as UTF-8 and \
                submit it again""", ParentChecks.compile(SUBMISSION, compiled).get("compile.board").message());
    }
}
