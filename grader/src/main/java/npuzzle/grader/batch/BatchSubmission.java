package npuzzle.grader.batch;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One student's submission in a batch.
 *
 * @param id the submission's name in the gradebook: the folder's, the zip's, the LMS file prefix's or the login
 * @param folder the folder to grade (the submission itself, or its unpacked copy)
 * @param problem why it cannot be graded (e.g. a hostile zip), or empty
 * @param submitters its authors, where the export names them (Gradescope's does), else empty
 * @param entries the names of the class folder's entries it was made of (a folder, an archive, Canvas's files)
 */
public record BatchSubmission(String id, Path folder, Optional<String> problem, List<Submitter> submitters,
        List<String> entries) {
    public BatchSubmission {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(problem, "problem");
        submitters = List.copyOf(submitters);
        entries = List.copyOf(entries);
    }

    /** A submission no export names the authors of. */
    public BatchSubmission(String id, Path folder, Optional<String> problem, List<String> entries) {
        this(id, folder, problem, List.of(), entries);
    }
}
