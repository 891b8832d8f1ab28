package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cache folder in steady use: the grader is rebuilt and the sample graded, each build a jar of its own (a new file
 * time, as {@code mvn package} writes one), with the style checks and a child JVM; after each build the folder holds
 * that build's child and style class data archives and no other, under {@value #LIMIT_MB} MB. Two builds stand for
 * any number: the second starts from what every later build starts from (one archive of each kind, the build
 * before's) and is asserted to end as the first did, so a third would only repeat it; and an archive a build fails to
 * remove shows at the second already (two of its kind; more builds would show no more, as the cap of two archives a
 * kind would hold them at two). {@code ClassDataArchiveTests} prunes ten builds' archives without JVMs. Slow for a
 * reason: each build is a new jar, so each run is a first run that writes both class data archives (about 10 s each).
 * No JDK changes what it tests, so the JDK 25 pass leaves it out.
 */
@Tag("same-on-every-jdk")
class CacheSizeEndToEndTests {
    private static final int BUILDS = 2;
    private static final long LIMIT_MB = 60;

    @TempDir
    Path work;

    @Test
    void eachRebuildGradedLeavesItsOwnArchiveOfEachKindUnderTheLimit() throws IOException, InterruptedException {
        Path cache = Files.createDirectories(work.resolve("cache"));
        Path jar = work.resolve("build").resolve("npuzzle-grader.jar");
        Files.createDirectories(jar.getParent());
        Instant built = Instant.now();
        List<String> before = List.of();
        for (int build = 1; build <= BUILDS; build++) {
            Files.copy(GraderProcess.JAR, jar, StandardCopyOption.REPLACE_EXISTING);
            Files.setLastModifiedTime(jar, FileTime.from(built.plus(Duration.ofMinutes(build))));
            GraderProcess.Result result = GraderProcess.run(work, jar, Map.of("NPUZZLE_CACHE", cache.toString()),
                    Duration.ofMinutes(5), "check", GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference")
                            .toString(), "--only", "board.size,style.*", "--style");
            assertEquals(0, result.exitCode(), "build " + build + ":\n" + result.output());
            List<String> archives = names(cache.resolve("cds"));
            assertEquals(1, archives.stream().filter(name -> name.startsWith("child-")).count(), archives.toString());
            assertEquals(1, archives.stream().filter(name -> name.startsWith("style-")).count(), archives.toString());
            for (String old : before) {
                assertFalse(archives.contains(old), "build " + build + " kept the build before's " + old);
            }
            long bytes = size(cache);
            System.out.printf("cache after build %d: %.1f MB in %s%n", build, bytes / 1e6, archives);
            assertTrue(bytes < LIMIT_MB * 1_000_000, bytes / 1_000_000 + " MB: " + archives);
            before = archives;
        }
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".jsa")).sorted()
                    .toList();
        }
    }

    private static long size(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
        }
    }
}
