package npuzzle.grader.pipeline;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.Sha256;
import npuzzle.grader.sandbox.child.ChildSpec;

/**
 * Everything but the student's classes that a grading's check outcomes depend on: the request (its seed, config and
 * options), the checks selected, the child JVMs' spec without the scratch folders of the classes, the course jars'
 * contents and the grader's own class path. Two gradings with equal keys may share outcomes; any difference re-runs
 * every check.
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
            jarPrints.add(jar + " " + Sha256.hex(Files.readAllBytes(jar)));
        }
        List<String> graderJars = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath();
            graderJars.add(Files.exists(path) ? path + " " + Files.size(path) + " "
                    + Files.getLastModifiedTime(path).toMillis() : path.toString());
        }
        return new GradingKey(request, checks, spec.withClassDirs(List.of()), jarPrints, graderJars);
    }
}
