package npuzzle.grader.compile;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The sources of one submission.
 *
 * @param id the submission's name (its folder's name)
 * @param root the folder that file names in reports are relative to
 * @param board the student's Board.java, if found
 * @param solver the student's Solver.java, if found
 * @param sources every .java file found, sorted
 */
public record Submission(String id, Path root, Optional<Path> board, Optional<Path> solver, List<Path> sources) {
    public Submission {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(solver, "solver");
        sources = List.copyOf(sources);
    }

    /** Returns the file's name relative to the submission root, with forward slashes. */
    public String relative(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Path name = absolute.startsWith(root) ? root.relativize(absolute) : absolute;
        return name.toString().replace('\\', '/');
    }
}
