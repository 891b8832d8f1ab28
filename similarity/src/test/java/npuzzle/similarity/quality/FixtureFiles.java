package npuzzle.similarity.quality;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Reads a fixture submission's Board.java and Solver.java, wherever they are under it. */
public final class FixtureFiles {
    private FixtureFiles() {
    }

    public static Map<String, String> read(Path fixture) throws IOException {
        Map<String, String> files = new LinkedHashMap<>();
        for (String name : List.of("Board.java", "Solver.java")) {
            try (Stream<Path> walk = Files.walk(fixture)) {
                Path file = walk.filter(p -> p.getFileName().toString().equals(name)).sorted().findFirst()
                        .orElseThrow(() -> new IOException(fixture + " has no " + name));
                files.put(name, Files.readString(file));
            }
        }
        return files;
    }
}
