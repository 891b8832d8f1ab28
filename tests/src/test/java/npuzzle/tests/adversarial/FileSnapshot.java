package npuzzle.tests.adversarial;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The size and modification time of every file under some folders, to see what a run created or changed. */
record FileSnapshot(Map<String, String> files) {
    /** Takes a snapshot of the folders, leaving out any path under {@code skip} (e.g. the build's target folder). */
    static FileSnapshot of(java.util.List<Path> roots, Path skip) throws IOException {
        Map<String, String> files = new TreeMap<>();
        for (Path root : roots) {
            try (Stream<Path> walk = Files.walk(root)) {
                for (Path path : walk.filter(p -> !p.startsWith(skip)).toList()) {
                    String key = path.toAbsolutePath().normalize().toString();
                    files.put(key, Files.isDirectory(path) ? "dir"
                            : Files.size(path) + " bytes, " + Files.getLastModifiedTime(path));
                }
            }
        }
        return new FileSnapshot(files);
    }
}
