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

    private ClassDataArchive archiveOfAJar() throws Exception {
        Path jar = Files.writeString(dir.resolve("grader.jar"), "not really a jar");
        return ClassDataArchive.forChildren(withClassPath(List.of(jar.toString())), dir.resolve("cds")).orElseThrow();
    }

    private static Path fileOf(String option) {
        return Path.of(option.substring(option.indexOf('=') + 1));
    }

    private SandboxConfig withClassPath(List<String> classPath) {
        SandboxConfig usual = SandboxConfig.ofThisJvm(dir, Duration.ofSeconds(10));
        return new SandboxConfig(usual.java(), classPath, usual.maxHeap(), usual.stackSize(), usual.startTimeout(),
                usual.runDeadline(), usual.maxChildren(), dir, usual.outputCap());
    }

    @Test
    void theFirstChildWritesTheArchiveAndLaterOnesMapItOnceItEndedByItself() throws Exception {
        ClassDataArchive archive = archiveOfAJar();

        String writing = archive.options().get(0);
        assertTrue(archive.missing());
        assertTrue(writing.startsWith("-XX:ArchiveClassesAtExit="), writing);
        Path written = fileOf(writing);
        Files.writeString(written, "archive");
        archive.childEnded(true);

        assertFalse(archive.missing());
        String mapping = archive.options().get(0);
        assertTrue(mapping.startsWith("-XX:SharedArchiveFile="), mapping);
        assertEquals("archive", Files.readString(fileOf(mapping)));
        assertFalse(Files.exists(written));
    }

    @Test
    void aChildThatWasKilledLeavesNoArchive() throws Exception {
        ClassDataArchive archive = archiveOfAJar();
        String writing = archive.options().get(0);
        Path partial = Files.writeString(fileOf(writing), "half");

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
