package npuzzle.similarity;

import java.util.List;
import java.util.Objects;

/**
 * A submission to compare: its Board.java and Solver.java (either may be missing, not both).
 *
 * @param id its name, as {@code grader batch} names it (the folder's, the archive's, the LMS prefix's, the login)
 * @param group the class's or a known solution
 * @param files the compared files, Board.java first
 */
public record Submission(String id, Group group, List<SourceFile> files) {
    public Submission {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(group, "group");
        files = List.copyOf(files);
        if (files.isEmpty()) {
            throw new IllegalArgumentException(id + ": a submission needs a file to compare");
        }
    }
}
