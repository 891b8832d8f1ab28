package npuzzle.tests;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** A class folder made of fixtures: one sub-folder per fixture with its Board.java and Solver.java. */
final class FixtureClass {
    private FixtureClass() {
    }

    /** Creates {@code root} with a folder per fixture, named like the fixture, and returns {@code root}. */
    static Path create(Path root, List<String> fixtures) throws IOException {
        for (String fixture : fixtures) {
            Path folder = Files.createDirectories(root.resolve(fixture));
            for (String file : List.of("Board.java", "Solver.java")) {
                Files.copy(GraderCheckEndToEndTests.SUBMISSIONS.resolve(fixture).resolve(file), folder.resolve(file));
            }
        }
        return root;
    }

    /**
     * Creates {@code folder} with a copy of the fixture folder {@code fixture}: its sources wherever they are, not its
     * expected.json, and in {@code lib/} the course library its expected.json names ({@code "courseLibrary"}), as a
     * jar, where a student's folder would have it.
     */
    static void copyAs(Path folder, Path fixture) throws IOException {
        Path expected = fixture.resolve("expected.json");
        if (Files.isRegularFile(expected)) {
            JsonObject json = JsonParser.parseString(Files.readString(expected)).getAsJsonObject();
            if (json.has("courseLibrary")) {
                String library = json.get("courseLibrary").getAsString();
                CourseLibrary.named(library, Files.createDirectories(folder.resolve("lib")).resolve(library + ".jar"));
            }
        }
        try (Stream<Path> files = Files.walk(fixture)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                if (!file.getFileName().toString().equals("expected.json")) {
                    Path copy = folder.resolve(fixture.relativize(file).toString());
                    Files.createDirectories(copy.getParent());
                    Files.copy(file, copy);
                }
            }
        }
    }
}
