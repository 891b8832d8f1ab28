package npuzzle.grader.scan;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles small Java sources for the scan's tests, the way the grader compiles a submission. */
final class SnippetCompiler {
    private SnippetCompiler() {
    }

    /**
     * Writes each source (keyed by its path without {@code .java}, e.g. {@code pkg/Solver}) under
     * {@code folder/name/src}, compiles them into {@code folder/name/classes} and returns that folder.
     *
     * @param classpath folders the sources compile against, besides this test's own classpath
     * @throws AssertionError with javac's messages if the sources do not compile
     */
    static Path compile(Path folder, String name, Map<String, String> sources, Path... classpath) throws IOException {
        StringWriter messages = new StringWriter();
        return compileIfValid(folder, name, sources, messages, classpath)
                .orElseThrow(() -> new AssertionError("the snippet does not compile:\n" + messages));
    }

    /** Like {@link #compile}, but returns empty (javac's messages in {@code messages}) if the sources do not compile. */
    static Optional<Path> compileIfValid(Path folder, String name, Map<String, String> sources, StringWriter messages,
            Path... classpath) throws IOException {
        Path src = folder.resolve(name).resolve("src");
        Path classes = Files.createDirectories(folder.resolve(name).resolve("classes"));
        List<Path> files = new ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey() + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            files.add(file);
        }
        List<String> options = List.of("--release", "17", "-proc:none", "-nowarn", "-XDsuppressNotes",
                "-d", classes.toString(), "-classpath", classpath(classpath));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager manager = javac.getStandardFileManager(null, null, null)) {
            boolean ok = javac.getTask(messages, manager, null, options, null,
                    manager.getJavaFileObjectsFromPaths(files)).call();
            return ok ? Optional.of(classes) : Optional.empty();
        }
    }

    /** Returns the 1-based line of the first line of {@code source} that contains {@code text}. */
    static int lineOf(String source, String text) {
        List<String> lines = source.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " is not in the source");
    }

    private static String classpath(Path... extra) {
        StringBuilder path = new StringBuilder(System.getProperty("java.class.path"));
        for (Path entry : extra) {
            path.append(File.pathSeparator).append(entry);
        }
        return path.toString();
    }
}
