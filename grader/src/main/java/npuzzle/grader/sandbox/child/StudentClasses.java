package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The student's compiled classes in the child: class loaders whose parent is the platform loader (so student code
 * sees neither the grader nor its libraries, and a class named like a grader class cannot shadow one), and the
 * names of the student's classes (to pick the student's frames out of a stack trace).
 */
final class StudentClasses {
    private final URL[] urls;
    private final Set<String> names = new HashSet<>();

    StudentClasses(List<Path> classDirs, List<Path> courseJars) throws IOException {
        List<URL> list = new ArrayList<>();
        for (Path dir : classDirs) {
            list.add(url(dir));
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.filter(file -> file.toString().endsWith(".class")).forEach(file -> {
                    String name = dir.relativize(file).toString().replace('\\', '/').replace('/', '.');
                    names.add(name.substring(0, name.length() - ".class".length()));
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        for (Path jar : courseJars) {
            list.add(url(jar));
        }
        this.urls = list.toArray(URL[]::new);
    }

    /** Returns whether the named class is one the student wrote. */
    boolean isStudentClass(String binaryName) {
        return names.contains(binaryName);
    }

    /**
     * Returns a loader of the student's classes and the course jars.
     *
     * @param stubs the classes whose constructors are stubbed, with the reason, by binary name
     */
    ClassLoader studentLoader(Map<String, String> stubs) throws IOException {
        return StubbingClassLoader.stubbing(urls, stubs);
    }

    /** Returns a loader of the student's classes in which the class {@code boardName} is the reference Board. */
    ReferenceBoardLoader referenceBoardLoader(String boardName) throws IOException {
        return new ReferenceBoardLoader(urls, boardName);
    }

    /**
     * Loads (without initializing) a class, or records why it could not be loaded under {@code key} in
     * {@code unavailable}.
     */
    static Optional<Class<?>> load(ClassLoader loader, String name, String key, Map<String, String> unavailable) {
        try {
            return Optional.of(Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            unavailable.put(key, name + " could not be loaded: " + e);
            return Optional.empty();
        }
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException("not a usable class path entry: " + path, e);
        }
    }
}
