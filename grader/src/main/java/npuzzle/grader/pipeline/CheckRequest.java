package npuzzle.grader.pipeline;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code grader check} was asked to do.
 *
 * @param paths the folders and .java files of the submission
 * @param courseJars the course jars, or empty to look for a {@code lib/} folder
 * @param seed the seed of every random input
 * @param only the check-id globs to run, or empty for all
 * @param java the java executable for the child JVM, or empty for this JVM's
 * @param checkClasses the check classes to run, or empty for the rubric's package
 * @param config the grading config ({@link GradingConfig#DEFAULTS} without {@code --config})
 */
public record CheckRequest(List<Path> paths, Optional<List<Path>> courseJars, long seed, Optional<String> only,
        Optional<Path> java, List<String> checkClasses, GradingConfig config) {
    public CheckRequest {
        paths = List.copyOf(paths);
        Objects.requireNonNull(courseJars, "courseJars");
        Objects.requireNonNull(only, "only");
        Objects.requireNonNull(java, "java");
        checkClasses = List.copyOf(checkClasses);
        Objects.requireNonNull(config, "config");
    }
}
