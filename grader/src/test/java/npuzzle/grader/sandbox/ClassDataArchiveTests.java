package npuzzle.grader.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassDataArchiveTests {
    @TempDir
    Path dir;

    private SandboxConfig withClassPath(List<String> classPath) {
        SandboxConfig usual = SandboxConfig.ofThisJvm(dir, Duration.ofSeconds(10));
        return new SandboxConfig(usual.java(), classPath, usual.maxHeap(), usual.stackSize(), usual.startTimeout(),
                usual.runDeadline(), usual.maxChildren(), dir, usual.outputCap());
    }

    @Test
    void theFirstChildWritesTheArchiveAndLaterOnesMapItOnceItEndedByItself() throws Exception {
        Path jar = Files.writeString(dir.resolve("grader.jar"), "not really a jar");
        ClassDataArchive archive = ClassDataArchive.forChildren(withClassPath(List.of(jar.toString())),
                dir.resolve("cds")).orElseThrow();

        String writing = archive.options().get(0);
        assertTrue(archive.missing());
        assertTrue(writing.startsWith("-XX:ArchiveClassesAtExit="), writing);
        Path written = Path.of(writing.substring(writing.indexOf('=') + 1));
        Files.writeString(written, "archive");
        archive.childEnded(true);

        assertFalse(archive.missing());
        String mapping = archive.options().get(0);
        assertTrue(mapping.startsWith("-XX:SharedArchiveFile="), mapping);
        assertEquals("archive", Files.readString(Path.of(mapping.substring(mapping.indexOf('=') + 1))));
        assertFalse(Files.exists(written));
    }

    @Test
    void aChildThatWasKilledLeavesNoArchive() throws Exception {
        Path jar = Files.writeString(dir.resolve("grader.jar"), "not really a jar");
        ClassDataArchive archive = ClassDataArchive.forChildren(withClassPath(List.of(jar.toString())),
                dir.resolve("cds")).orElseThrow();
        String writing = archive.options().get(0);
        Path partial = Files.writeString(Path.of(writing.substring(writing.indexOf('=') + 1)), "half");

        archive.childEnded(false);

        assertTrue(archive.missing());
        assertFalse(Files.exists(partial));
    }

    @Test
    void aClassPathWithAFolderCannotBeArchived() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        assertTrue(ClassDataArchive.forChildren(withClassPath(List.of(classes.toString())), dir.resolve("cds"))
                .isEmpty());
    }
}
