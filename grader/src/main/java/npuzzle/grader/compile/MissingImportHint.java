package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names the import a "cannot find symbol" error about a class wants when the course jars have a class of that
 * name: code written for the old algs4.jar, whose classes had no package, uses {@code MinPQ} with no import.
 */
final class MissingImportHint {
    /** A class used as a type is a missing "class"; one used as a qualifier ({@code StdOut.println}) a "variable". */
    private static final Pattern MISSING_CLASS =
            Pattern.compile("cannot find symbol\\s+symbol:\\s+(?:class|variable) (\\w+)");

    private final List<Path> courseJars;
    private Map<String, String> bySimpleName;

    MissingImportHint(List<Path> courseJars) {
        this.courseJars = List.copyOf(courseJars);
    }

    /** Returns the hint for a compiler message, or empty when it is not about a class the course jars have. */
    Optional<String> forMessage(String message) {
        Matcher missing = MISSING_CLASS.matcher(message);
        if (!missing.find()) {
            return Optional.empty();
        }
        String qualified = classes().get(missing.group(1));
        if (qualified == null) {
            return Optional.empty();
        }
        return Optional.of("hint: " + missing.group(1) + " is " + qualified + " in the course library: add `import "
                + qualified + ";` at the top of the file");
    }

    /** Returns the top-level classes of the course jars, by simple name; a jar that cannot be read adds none. */
    private synchronized Map<String, String> classes() {
        if (bySimpleName == null) {
            bySimpleName = new HashMap<>();
            for (Path jar : courseJars) {
                try (JarFile file = new JarFile(jar.toFile())) {
                    for (Enumeration<JarEntry> entries = file.entries(); entries.hasMoreElements(); ) {
                        String name = entries.nextElement().getName();
                        if (name.endsWith(".class") && name.contains("/") && !name.contains("$")) {
                            String qualified = name.substring(0, name.length() - ".class".length()).replace('/', '.');
                            bySimpleName.putIfAbsent(qualified.substring(qualified.lastIndexOf('.') + 1), qualified);
                        }
                    }
                } catch (IOException e) {
                    // an unreadable jar fails the compile with its own message; it just has no hint to give
                }
            }
        }
        return bySimpleName;
    }
}
