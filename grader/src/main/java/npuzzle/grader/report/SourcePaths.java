package npuzzle.grader.report;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How the file names of a report (relative to the submission) are written where a tool resolves them from the
 * working directory, as code scanning and GitHub's annotations resolve them from the repository's root: with the
 * submission's folder in front ({@code proj/src/Solver.java} for {@code grader check proj}), or, for a submission
 * outside the working directory, as an absolute path, which still names the file (code scanning shows no file outside
 * the repository, whatever its name).
 */
public final class SourcePaths {
    private static final SourcePaths AS_REPORTED = new SourcePaths(null, null);

    private final Path root;
    private final Path workingDirectory;

    private SourcePaths(Path root, Path workingDirectory) {
        this.root = root;
        this.workingDirectory = workingDirectory;
    }

    /** Names as the report has them, relative to a submission whose folder is not known (an unpacked archive's). */
    public static SourcePaths asReported() {
        return AS_REPORTED;
    }

    /** Names of files of the submission in {@code root} as seen from {@code workingDirectory}. */
    public static SourcePaths of(Path root, Path workingDirectory) {
        return new SourcePaths(root.toAbsolutePath().normalize(), workingDirectory.toAbsolutePath().normalize());
    }

    /** Returns whether names are relative: to the working directory, or as reported. */
    public boolean relative() {
        return root == null || root.startsWith(workingDirectory);
    }

    /** Returns the file's path: relative to the working directory when {@link #relative()}, else absolute. */
    public String path(String file) {
        if (root == null) {
            return file;
        }
        Path absolute = root.resolve(file).normalize();
        return (relative() ? workingDirectory.relativize(absolute) : absolute).toString().replace('\\', '/');
    }

    /** Returns the working directory relative names start from, when it is known. */
    public Optional<Path> base() {
        return root != null && relative() ? Optional.of(workingDirectory) : Optional.empty();
    }
}
