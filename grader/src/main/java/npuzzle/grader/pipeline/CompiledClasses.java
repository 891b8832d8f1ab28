package npuzzle.grader.pipeline;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import npuzzle.grader.Sha256;

/** The student's compiled classes of one grading: each class file's bytes, SHA-256 and {@link ClassUse}. */
final class CompiledClasses {
    private final Map<String, byte[]> files;
    private final Map<String, String> prints = new HashMap<>();
    private final Map<String, ClassUse> uses = new HashMap<>();

    private CompiledClasses(Map<String, byte[]> files) {
        this.files = Map.copyOf(files);
        files.forEach((name, bytes) -> {
            prints.put(name, Sha256.hex(bytes));
            uses.put(name, ClassUse.of(bytes));
        });
    }

    /** Reads the class files under the compiler's output folders, by binary name. */
    static CompiledClasses read(List<Path> classDirs) throws IOException {
        Map<String, byte[]> files = new HashMap<>();
        for (Path dir : classDirs) {
            try (Stream<Path> walk = Files.walk(dir)) {
                for (Path file : walk.filter(path -> path.toString().endsWith(".class")).toList()) {
                    String name = dir.relativize(file).toString().replace('\\', '/').replace('/', '.');
                    files.putIfAbsent(name.substring(0, name.length() - ".class".length()), Files.readAllBytes(file));
                }
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        return new CompiledClasses(files);
    }

    /** Returns the classes added, removed or changed since {@code earlier}, by binary name. */
    Set<String> changedSince(CompiledClasses earlier) {
        Set<String> changed = new HashSet<>();
        Set<String> all = new HashSet<>(prints.keySet());
        all.addAll(earlier.prints.keySet());
        for (String name : all) {
            if (!prints.getOrDefault(name, "").equals(earlier.prints.getOrDefault(name, ""))) {
                changed.add(name);
            }
        }
        return changed;
    }

    /** Returns the names of these classes that are {@code name} or nested in it. */
    Set<String> family(String name) {
        Set<String> family = new HashSet<>();
        for (String each : files.keySet()) {
            if (each.equals(name) || each.startsWith(name + "$")) {
                family.add(each);
            }
        }
        return family;
    }

    /**
     * Returns these classes that {@code roots} reach by naming one another, the roots included, without entering
     * those {@code outside} holds.
     */
    Set<String> reach(Collection<String> roots, Predicate<String> outside) {
        Set<String> reached = new LinkedHashSet<>();
        Deque<String> pending = new ArrayDeque<>(roots);
        while (!pending.isEmpty()) {
            String name = pending.remove();
            if (uses.containsKey(name) && !outside.test(name) && reached.add(name)) {
                pending.addAll(uses.get(name).names());
            }
        }
        return reached;
    }

    /** Returns whether the class is one of these. */
    boolean has(String name) {
        return files.containsKey(name);
    }

    ClassUse use(String name) {
        return uses.get(name);
    }

    /** Returns the class file of one of these classes, or null for any other class. */
    byte[] file(String name) {
        return files.get(name);
    }
}
