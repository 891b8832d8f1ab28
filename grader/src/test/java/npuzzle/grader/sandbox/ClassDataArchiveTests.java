package npuzzle.grader.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
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
        archive.ended(true);

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

        archive.ended(false);

        assertTrue(archive.missing());
        assertFalse(Files.exists(partial));
    }

    @Test
    void aClassPathWithAFolderCannotBeArchived() throws Exception {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        assertTrue(ClassDataArchive.forChildren(withClassPath(List.of(classes.toString())), dir.resolve("cds"))
                .isEmpty());
    }

    /**
     * Ten builds of the grader in one place, each graded, as a day of building and grading: writing an archive removes
     * the older builds' of its family and old partial ones; another kind's archive stays.
     */
    @Test
    void aRebuiltGraderKeepsOneArchiveOfItsKindAndNoOldPartialOne() throws Exception {
        Path cds = Files.createDirectories(dir.resolve("cds"));
        Path style = Files.writeString(cds.resolve("style-0-0.jsa"), "archive");
        Path abandoned = Files.writeString(cds.resolve("child-x.jsa.1.tmp"), "half");
        Files.setLastModifiedTime(abandoned, FileTime.from(Instant.now().minus(Duration.ofHours(2))));
        Path inProgress = Files.writeString(cds.resolve("child-y.jsa.2.tmp"), "half");
        Path jar = dir.resolve("grader.jar");
        Set<Path> written = new HashSet<>();
        Path last = null;
        for (int build = 1; build <= 10; build++) {
            Files.writeString(jar, "build " + build);
            Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plus(Duration.ofMinutes(build))));
            ClassDataArchive archive = ClassDataArchive.forChildren(withClassPath(List.of(jar.toString())), cds)
                    .orElseThrow();
            assertTrue(archive.missing(), "build " + build + " has an archive of its own");
            Files.writeString(fileOf(archive.options().get(0)), "archive");
            archive.ended(true);
            last = fileOf(archive.options().get(0));
            written.add(last);
        }
        assertEquals(10, written.size());
        try (Stream<Path> files = Files.list(cds)) {
            assertEquals(Set.of(last, style, inProgress), Set.copyOf(files.toList()));
        }
    }

    /** Archives of other graders (other paths) of one kind: the ones used last stay, up to PER_KIND with ours. */
    @Test
    void otherGradersArchivesOfAKindStayUpToTheLimitTheOnesUsedLast() throws Exception {
        Path cds = Files.createDirectories(dir.resolve("cds"));
        Instant now = Instant.now();
        List<Path> others = new ArrayList<>();
        for (int grader = 1; grader <= 5; grader++) {
            Path file = Files.writeString(cds.resolve("child-other" + grader + "-0.jsa"), "archive");
            Files.setLastModifiedTime(file, FileTime.from(now.minus(Duration.ofHours(grader))));
            others.add(file);
        }
        ClassDataArchive archive = archiveOfAJar();
        Files.writeString(fileOf(archive.options().get(0)), "archive");
        archive.ended(true);

        Set<Path> kept = new HashSet<>(others.subList(0, ClassDataArchive.PER_KIND - 1));
        kept.add(fileOf(archive.options().get(0)));
        try (Stream<Path> files = Files.list(cds)) {
            assertEquals(kept, Set.copyOf(files.toList()));
        }
    }

    @Test
    void mappingAnArchiveMarksItUsedSoThatItIsPrunedLast() throws Exception {
        ClassDataArchive archive = archiveOfAJar();
        Files.writeString(fileOf(archive.options().get(0)), "archive");
        archive.ended(true);
        Path mapped = fileOf(archive.options().get(0));
        Files.setLastModifiedTime(mapped, FileTime.from(Instant.now().minus(Duration.ofDays(3))));

        archive.options();

        assertTrue(Files.getLastModifiedTime(mapped).toInstant().isAfter(Instant.now().minus(Duration.ofMinutes(1))));
    }
}
