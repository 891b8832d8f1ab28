package npuzzle.grader.style;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import npuzzle.grader.compile.Submission;

/**
 * What the style tools read.
 *
 * @param submission the sources, and the root their file names are relative to
 * @param classDirs the folders of the classes that compiled (none when nothing did)
 * @param courseJars the course's jars, for the types the code uses
 */
public record StyleInput(Submission submission, List<Path> classDirs, List<Path> courseJars) {
    public StyleInput {
        Objects.requireNonNull(submission, "submission");
        classDirs = List.copyOf(classDirs);
        courseJars = List.copyOf(courseJars);
    }
}
