package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course library's jar and class folder count by their contents, wherever a grading writes them. */
class GradingKeyTests {
    @TempDir
    Path work;

    @Test
    void theSameLibraryInAnotherFolderGivesTheSameKeyAndAnotherLibraryAnother() throws IOException {
        GradingKey key = ReusedChecksTests.key(1);
        assertEquals(keyWith(key, library("one", "A")), keyWith(key, library("two", "A")));
        assertNotEquals(keyWith(key, library("one", "A")), keyWith(key, library("three", "B")));
    }

    private static GradingKey keyWith(GradingKey key, Path library) throws IOException {
        return GradingKey.of(key.request(), key.checks(), key.spec(), List.of(library.resolve("classes"),
                library.resolve("library.jar")));
    }

    /** Writes a class folder and a jar holding {@code contents} into a folder of the given name. */
    private Path library(String name, String contents) throws IOException {
        Path folder = Files.createDirectories(work.resolve(name).resolve("classes/hw4/puzzle"));
        Files.writeString(folder.resolve("WorldState.class"), contents);
        Files.writeString(work.resolve(name).resolve("library.jar"), contents);
        return work.resolve(name);
    }
}
