package npuzzle.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** A class folder made of fixtures: one sub-folder per fixture with its Board.java and Solver.java. */
final class FixtureClass {
    private FixtureClass() {
    }

    /**
     * Creates {@code root} with a folder per fixture, named like the fixture, with those of its Board.java and
     * Solver.java it has, and returns {@code root}.
     */
    static Path create(Path root, List<String> fixtures) throws IOException {
        for (String fixture : fixtures) {
            Path folder = Files.createDirectories(root.resolve(fixture));
            for (String file : List.of("Board.java", "Solver.java")) {
                Path source = GraderCheckEndToEndTests.SUBMISSIONS.resolve(fixture).resolve(file);
                if (Files.exists(source)) {
                    Files.copy(source, folder.resolve(file));
                }
            }
        }
        return root;
    }
}
