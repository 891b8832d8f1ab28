package npuzzle.grader.deploy;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Gradescope autograder: {@code setup.sh} (installs a JDK on Gradescope's Ubuntu image), {@code run_autograder}
 * (grades {@code /autograder/submission} into {@code /autograder/results/results.json}, always writing one), the
 * grader jar, the grading config as {@code grading.json}, the course jars under {@code lib/}, and
 * {@code autograder.zip} holding exactly these at its root, which is what Gradescope's upload expects.
 *
 * @param graderJar the grader jar to ship
 * @param config the grading config, or empty for the grader's defaults
 * @param courseJars the course's jars (dsa.jar, stdlib.jar) that submissions compile against
 */
public record GradescopeAutograder(Path graderJar, Optional<Path> config, List<Path> courseJars) {
    public static final String ZIP = "autograder.zip";
    private static final Set<PosixFilePermission> EXECUTABLE = PosixFilePermissions.fromString("rwxr-xr-x");
    private static final Set<PosixFilePermission> READABLE = PosixFilePermissions.fromString("rw-r--r--");

    public GradescopeAutograder {
        courseJars = List.copyOf(courseJars);
    }

    /** Writes the files and the zip into {@code folder} and returns the zip's entries, in order. */
    public List<String> writeTo(Path folder) throws IOException {
        Files.createDirectories(folder);
        List<String> entries = new ArrayList<>();
        writeScript(folder, "setup.sh", entries);
        writeScript(folder, "run_autograder", entries);
        copy(graderJar, folder.resolve("npuzzle-grader.jar"), entries, "npuzzle-grader.jar");
        if (config.isPresent()) {
            copy(config.get(), folder.resolve("grading.json"), entries, "grading.json");
        }
        for (Path jar : courseJars) {
            String name = "lib/" + jar.getFileName();
            Files.createDirectories(folder.resolve("lib"));
            copy(jar, folder.resolve(name), entries, name);
        }
        zip(folder, entries);
        return List.copyOf(entries);
    }

    private static void writeScript(Path folder, String name, List<String> entries) throws IOException {
        Path script = folder.resolve(name);
        Files.writeString(script, Templates.read(name));
        makeExecutable(script);
        entries.add(name);
    }

    private static void copy(Path from, Path to, List<String> entries, String name) throws IOException {
        if (!from.toAbsolutePath().normalize().equals(to.toAbsolutePath().normalize())) {
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
        entries.add(name);
    }

    /** Zips the entries with their Unix permissions, so that {@code run_autograder} stays executable. */
    private static void zip(Path folder, List<String> entries) throws IOException {
        Path zip = folder.resolve(ZIP);
        Path partial = folder.resolve(ZIP + ".partial");
        Files.deleteIfExists(partial);
        URI uri = URI.create("jar:" + partial.toAbsolutePath().toUri());
        try (FileSystem archive = FileSystems.newFileSystem(uri, Map.of("create", "true",
                "enablePosixFileAttributes", "true"))) {
            for (String entry : entries) {
                Path target = archive.getPath(entry);
                if (target.getParent() != null) {
                    Files.createDirectories(target.getParent());
                }
                Files.copy(folder.resolve(entry), target);
                Files.setPosixFilePermissions(target, Files.isExecutable(folder.resolve(entry)) ? EXECUTABLE : READABLE);
            }
        }
        Files.move(partial, zip, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void makeExecutable(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, EXECUTABLE);
        } catch (UnsupportedOperationException e) {
            file.toFile().setExecutable(true, false); // not a POSIX file system: the zip still marks it
        }
    }
}
