package npuzzle.tests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.ToolProvider;

/**
 * The {@code course-library} fixture: a submission whose Solver imports the course library's {@code dsa.MinPQ}, and a
 * stand-in for that library's sources, kept outside the submission folder so that the grader finds it only as a jar.
 */
final class CourseLibrary {
    private static final Path FIXTURE = GraderCheckEndToEndTests.SUBMISSIONS.resolve("course-library");
    private static final Path LIBRARIES = GraderCheckEndToEndTests.SUBMISSIONS.resolveSibling("libraries");

    private CourseLibrary() {
    }

    /** Copies the submission's files into {@code folder} and returns it. */
    static Path copyOfSubmission(Path folder) throws IOException {
        Files.createDirectories(folder);
        for (Path source : files(FIXTURE.resolve("submission"), "")) {
            Files.copy(source, folder.resolve(source.getFileName().toString()));
        }
        return folder;
    }

    /** Compiles the library's sources with javax.tools into {@code classes}, then into the jar {@code jar}. */
    static Path jar(Path jar, Path classes) throws IOException {
        return jar(FIXTURE.resolve("library"), jar, classes);
    }

    /**
     * Compiles the stand-in course library named {@code name} (a folder of {@code tests/libraries}, such as
     * {@code algs4}, written from the library's public API) into the jar {@code jar}.
     */
    static Path named(String name, Path jar) throws IOException {
        return jar(LIBRARIES.resolve(name), jar, Files.createTempDirectory("course-library-classes"));
    }

    private static Path jar(Path sources, Path jar, Path classes) throws IOException {
        List<String> arguments = new ArrayList<>(List.of("-proc:none", "--release", "17", "-d", classes.toString()));
        files(sources, ".java").forEach(source -> arguments.add(source.toString()));
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, diagnostics,
                arguments.toArray(String[]::new));
        if (status != 0) {
            throw new AssertionError("the course library does not compile:\n"
                    + diagnostics.toString(StandardCharsets.UTF_8));
        }
        Files.createDirectories(jar.getParent());
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (Path compiled : files(classes, ".class")) {
                out.putNextEntry(new JarEntry(classes.relativize(compiled).toString().replace('\\', '/')));
                Files.copy(compiled, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    private static List<Path> files(Path folder, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(suffix)).sorted()
                    .toList();
        }
    }
}
