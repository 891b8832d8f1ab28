package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The cache folder in steady use: the grader is rebuilt and the sample graded, ten times over, each build a jar of its
 * own (a new file time, as {@code mvn package} writes one), with the style checks and a child JVM; the folder ends
 * with one child and one style class data archive, under {@value #LIMIT_MB} MB. Slow for a reason: each build is a
 * new jar, so each of the ten runs is a first run that writes both class data archives (92-115 s in CI). No JDK
 * changes what it tests, so the JDK 25 pass leaves it out.
 */
@Tag("same-on-every-jdk")
class CacheSizeEndToEndTests {
    private static final int BUILDS = 10;
    private static final long LIMIT_MB = 60;

    @TempDir
    Path work;

    @Test
    void tenRebuildsEachGradedLeaveOneArchiveOfEachKindUnderTheLimit() throws IOException, InterruptedException {
        Path cache = Files.createDirectories(work.resolve("cache"));
        Path jar = work.resolve("build").resolve("npuzzle-grader.jar");
        Files.createDirectories(jar.getParent());
        Instant built = Instant.now();
        for (int build = 1; build <= BUILDS; build++) {
            Files.copy(GraderProcess.JAR, jar, StandardCopyOption.REPLACE_EXISTING);
            Files.setLastModifiedTime(jar, FileTime.from(built.plus(Duration.ofMinutes(build))));
            GraderProcess.Result result = GraderProcess.run(work, jar, Map.of("NPUZZLE_CACHE", cache.toString()),
                    Duration.ofMinutes(5), "check", GraderCheckEndToEndTests.SUBMISSIONS.resolve("correct-reference")
                            .toString(), "--only", "board.size,style.*", "--style");
            assertEquals(0, result.exitCode(), "build " + build + ":\n" + result.output());
        }
        List<String> archives = names(cache.resolve("cds"));
        assertEquals(1, archives.stream().filter(name -> name.startsWith("child-")).count(), archives.toString());
        assertEquals(1, archives.stream().filter(name -> name.startsWith("style-")).count(), archives.toString());
        long bytes = size(cache);
        System.out.printf("cache after %d builds: %.1f MB in %s%n", BUILDS, bytes / 1e6, archives);
        assertTrue(bytes < LIMIT_MB * 1_000_000, bytes / 1_000_000 + " MB: " + archives);
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
