package npuzzle.grader.compile;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import npuzzle.grader.report.Diagnostic;

/**
 * What compiling a submission gave.
 *
 * @param board the binary name of the student's Board class, if it compiled
 * @param solver the binary name of the student's Solver class, if it compiled
 * @param classDirs the folders holding the student's class files (Board's first)
 * @param diagnostics the compiler's messages, in order
 * @param unavailable why a class is missing, keyed "Board" or "Solver"
 */
public record CompileResult(Optional<String> board, Optional<String> solver, List<Path> classDirs,
        List<Diagnostic> diagnostics, Map<String, String> unavailable) {
    public CompileResult {
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(solver, "solver");
        classDirs = List.copyOf(classDirs);
        diagnostics = List.copyOf(diagnostics);
        unavailable = Map.copyOf(unavailable);
    }

    /** Returns whether there is anything to grade: the Board compiled. */
    public boolean gradable() {
        return board.isPresent();
    }
}
