package npuzzle.grader.compile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What CS 61B's version of the assignment compiles and runs against, as the course's environment has it: the
 * grader's own {@code hw4.puzzle.WorldState} (and the world of the grader's that the Solver is also graded on), and
 * JUnit 4 with Hamcrest, since students often leave a test in their files. A submission's own {@code WorldState.java}
 * is left out, so that an edited copy cannot change what the Solver is given.
 */
public final class Cs61bLibrary {
    private static final String COURSE_PACKAGE = "hw4/puzzle/";
    private static final List<String> CLASSES = List.of("WorldState.class", "GraderMaze.class");
    private static final List<String> JARS = List.of("junit-4.13.2.jar", "hamcrest-core-1.3.jar");

    private Cs61bLibrary() {
    }

    /** Writes the library into {@code folder} and returns its class path: a folder of classes, then the jars. */
    public static List<Path> writeTo(Path folder) throws IOException {
        Path classes = folder.resolve("classes");
        Path course = Files.createDirectories(classes.resolve(COURSE_PACKAGE));
        for (String name : CLASSES) {
            copy("/" + COURSE_PACKAGE + name, course.resolve(name));
        }
        List<Path> path = new ArrayList<>(List.of(classes));
        for (String jar : JARS) {
            path.add(copy("/npuzzle/grader/cs61b/" + jar, folder.resolve(jar)));
        }
        return List.copyOf(path);
    }

    /** Returns the submission without the course's own {@code hw4/puzzle/WorldState.java}, which the grader supplies. */
    public static Submission withoutWorldState(Submission submission) throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path source : submission.sources()) {
            if (!isWorldState(source)) {
                sources.add(source);
            }
        }
        return new Submission(submission.id(), submission.root(), submission.board(), submission.solver(), sources);
    }

    private static boolean isWorldState(Path source) throws IOException {
        return source.getFileName().toString().equals("WorldState.java")
                && SourceLocator.packageOf(SourceText.read(source).text()).equals("hw4.puzzle");
    }

    private static Path copy(String resource, Path target) throws IOException {
        try (InputStream in = Cs61bLibrary.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException(resource + " is not in the grader's jar");
            }
            Files.copy(in, target);
        }
        return target;
    }
}
