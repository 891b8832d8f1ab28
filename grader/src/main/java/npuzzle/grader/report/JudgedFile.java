package npuzzle.grader.report;

import java.util.List;
import java.util.Optional;

/**
 * The source file a check judges, for a cause located nowhere finer: the Board's for a check of the Board
 * ({@code board.*}, {@code timing.board.*}, {@code memory.board}, {@code compile.board}), the Solver's for one of the
 * Solver ({@code solver.*}, {@code timing.solver.*}, ...), else the Board's; any source when that one is missing.
 */
final class JudgedFile {
    private JudgedFile() {
    }

    /** Returns the file, relative to the submission, or empty when the submission has no source at all. */
    static Optional<String> of(Report report, String checkId) {
        String judged = List.of(checkId.split("\\.")).contains("solver") ? "Solver.java" : "Board.java";
        List<String> files = report.submission().files().stream().map(Report.SourceFile::path).toList();
        return files.stream().filter(file -> named(file, judged)).findFirst()
                .or(() -> files.stream().findFirst());
    }

    private static boolean named(String file, String name) {
        return file.equals(name) || file.endsWith("/" + name);
    }
}
