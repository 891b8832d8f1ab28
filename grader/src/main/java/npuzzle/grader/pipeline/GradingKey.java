package npuzzle.grader.pipeline;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.Sha256;
import npuzzle.grader.sandbox.child.ChildSpec;

/**
 * Everything but the student's classes that a grading's check outcomes depend on: the request (its seed, config and
 * options), the checks selected, the child JVMs' spec without its paths (the classes are in a new scratch folder each
 * time), the course jars' names and contents and the grader's own class path. Two gradings with equal keys may share
 * outcomes; any difference re-runs every check.
 *
 * @param graderJars each entry of the grader's class path with its size and last change: the child JVMs run it
 */
record GradingKey(CheckRequest request, List<CheckInfo> checks, ChildSpec spec, List<String> courseJars,
        List<String> graderJars) {
    GradingKey {
        checks = List.copyOf(checks);
        courseJars = List.copyOf(courseJars);
        graderJars = List.copyOf(graderJars);
    }

    static GradingKey of(CheckRequest request, List<CheckInfo> checks, ChildSpec spec, List<Path> courseJars)
            throws IOException {
        List<String> jarPrints = new ArrayList<>();
        for (Path jar : courseJars) {
            jarPrints.add(print(jar));
        }
        List<String> graderJars = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath();
            graderJars.add(Files.exists(path) ? path + " " + Files.size(path) + " "
                    + Files.getLastModifiedTime(path).toMillis() : path.toString());
        }
        return new GradingKey(request, checks, spec.withoutPaths(), jarPrints, graderJars);
    }

    /**
     * Returns a course jar's name and SHA-256, or a class folder's name and each file's path and SHA-256: by name, as
     * CS 61B's library is written into each grading's scratch folder.
     */
    private static String print(Path entry) throws IOException {
        if (!Files.isDirectory(entry)) {
            return entry.getFileName() + " " + Sha256.hex(Files.readAllBytes(entry));
        }
        StringBuilder print = new StringBuilder(entry.getFileName().toString());
        try (Stream<Path> walk = Files.walk(entry)) {
            for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
                print.append(' ').append(entry.relativize(file)).append(' ')
                        .append(Sha256.hex(Files.readAllBytes(file)));
            }
        }
        return print.toString();
    }
}
