package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Finds the course's jars (dsa.jar, stdlib.jar) in the nearest {@code lib/} folder beside or above the sources. */
public final class CourseJars {
    private CourseJars() {
    }

    /**
     * Returns the jars of the nearest {@code lib/} folder, looking from the Board's folder up to the submission
     * root's parent; empty when there is none.
     */
    public static List<Path> find(Submission submission) {
        Path start = submission.board().map(Path::getParent).orElse(submission.root());
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            List<Path> jars = inFolder(folder.resolve("lib"));
            if (!jars.isEmpty()) {
                return jars;
            }
            if (!folder.startsWith(submission.root())) {
                break; // looked in the root's parent: "beside" the submission folder
            }
        }
        return List.of();
    }

    /** Returns the jars directly in {@code lib}, sorted; none if it is not a readable folder. */
    public static List<Path> inFolder(Path lib) {
        if (!Files.isDirectory(lib)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(lib)) {
            return files.filter(file -> file.toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }
}
