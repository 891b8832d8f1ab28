package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Turns a submission's sources into the classes the checks run. */
public interface SubmissionCompiler {
    /** Makes the compiler for the given course jars and Java release (see {@link JavaRelease}). */
    @FunctionalInterface
    interface Factory {
        SubmissionCompiler create(List<Path> courseJars, int release);
    }

    /**
     * Compiles the submission into sub-folders of {@code scratch}.
     *
     * @throws IOException if the scratch folder cannot be written
     */
    CompileResult compile(Submission submission, Path scratch) throws IOException;
}
