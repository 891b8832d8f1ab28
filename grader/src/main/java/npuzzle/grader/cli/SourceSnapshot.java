package npuzzle.grader.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The {@code .java} files under some paths with each one's size, modification time and file identity, and the
 * folders they are in: two snapshots differ when a source was saved, whether written in place, replaced by a rename
 * (an editor's atomic save), deleted, re-created or added. Hidden files and folders (an editor's {@code .#Board.java}
 * lock, a {@code .git} folder) are left out.
 */
record SourceSnapshot(Map<Path, String> files, List<Path> folders) {
    SourceSnapshot {
        files = Map.copyOf(files);
        folders = List.copyOf(folders);
    }

    /** Reads the sources under {@code roots} (folders or {@code .java} files) as they are now. */
    static SourceSnapshot of(List<Path> roots) {
        Map<Path, String> files = new TreeMap<>();
        TreeSet<Path> folders = new TreeSet<>();
        for (Path root : roots) {
            Path start = root.toAbsolutePath().normalize();
            if (!Files.isDirectory(start)) {
                folders.add(start.getParent());
            }
            try {
                Files.walkFileTree(start, new SimpleFileVisitor<>() {
                    @Override
                    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                        if (!dir.equals(start) && hidden(dir)) {
                            return FileVisitResult.SKIP_SUBTREE;
                        }
                        folders.add(dir);
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                        if (attributes.isRegularFile() && !hidden(file) && file.toString().endsWith(".java")) {
                            files.put(file, attributes.size() + " " + attributes.lastModifiedTime().toInstant() + " "
                                    + Objects.toString(attributes.fileKey()));
                        }
                        return FileVisitResult.CONTINUE;
                    }

                    @Override
                    public FileVisitResult visitFileFailed(Path file, IOException e) {
                        return FileVisitResult.CONTINUE; // gone while it was read: the next snapshot sees it
                    }
                });
            } catch (IOException | UncheckedIOException e) {
                // a root that is gone for now counts as empty
            }
        }
        return new SourceSnapshot(files, new ArrayList<>(folders));
    }

    /** Returns the names of the sources that differ between this snapshot and {@code before}, sorted. */
    List<String> changedSince(SourceSnapshot before) {
        TreeSet<String> changed = new TreeSet<>();
        for (Path file : union(before)) {
            if (!Objects.equals(files.get(file), before.files.get(file))) {
                changed.add(file.getFileName().toString());
            }
        }
        return List.copyOf(changed);
    }

    private TreeSet<Path> union(SourceSnapshot other) {
        TreeSet<Path> all = new TreeSet<>(files.keySet());
        all.addAll(other.files.keySet());
        return all;
    }

    private static boolean hidden(Path path) {
        return path.getFileName() != null && path.getFileName().toString().startsWith(".");
    }
}
