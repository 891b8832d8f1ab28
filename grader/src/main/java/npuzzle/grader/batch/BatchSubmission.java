package npuzzle.grader.batch;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One student's submission in a batch.
 *
 * @param id the student's name in the gradebook: the folder's, the zip's or the LMS file prefix's
 * @param folder the folder to grade (the submission itself, or its unpacked copy), named {@code id}
 * @param problem why it cannot be graded (e.g. a hostile zip), or empty
 */
public record BatchSubmission(String id, Path folder, Optional<String> problem) {
    public BatchSubmission {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(problem, "problem");
    }
}
