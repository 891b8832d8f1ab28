package npuzzle.grader.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Stream;
import npuzzle.grader.Sha256;
import npuzzle.reference.optimal.OptimalSolver;

/**
 * An AppCDS archive of the classes a JVM the grader starts loads (a child's: the grader's, the checks', the JDK's; the
 * style JVM's: the tools'), so that it starts from mapped classes instead of loading and verifying them again. The
 * first JVM of a kind, java and class path that finds no archive writes one as it exits
 * ({@code -XX:ArchiveClassesAtExit}, to a file of its own that is renamed into place only when the JVM ended by
 * itself); later ones map it ({@code -XX:SharedArchiveFile}). The
 * archives live beside the pattern databases, in {@code cds/} of the grader's cache folder; a stale or damaged one
 * only costs the JVM's warning and the time it saves. {@code NPUZZLE_CDS=off} turns it off.
 *
 * <p>Each archive is 10 MB (a child's) to 40 MB (the style JVM's) and a new grader build, java or course jar makes a
 * new one. An archive's name says its kind, the paths of its java and jars (its family) and their build, so writing
 * one removes the older builds of its family: a grader rebuilt in place keeps one child and one style archive (about
 * 50 MB), however many builds came before. Of other families at most {@link #PER_KIND} archives of a kind stay, the
 * ones used last (mapping an archive marks it used), so that two graders in use at once do not rewrite each other's;
 * a third one's archive is written again when it is used. Partial archives left by a killed grader an hour ago or
 * more are removed too.
 *
 * <p>Only a class path of jars can be archived (the JVM refuses directories), so the children of the unit tests
 * run without it. The student's classes come from the child's own class loaders, which are never archived.
 */
public final class ClassDataArchive {
    /** How many archives of one kind the folder keeps: two graders (or two sets of course jars) in use at once. */
    static final int PER_KIND = 2;
    private static final Duration ABANDONED = Duration.ofHours(1);

    private final String kind;
    private final String family;
    private final Path archive;
    private final Path writing;

    private ClassDataArchive(String kind, String family, Path archive) {
        this.kind = kind;
        this.family = family;
        this.archive = archive;
        this.writing = archive.resolveSibling(archive.getFileName() + "." + UUID.randomUUID() + ".tmp");
    }

    /** Returns the archive for children of {@code config} in the grader's cache, or empty when it is turned off. */
    static Optional<ClassDataArchive> forChildren(SandboxConfig config) {
        return inCache("child", config.java(), config.classPath());
    }

    /** Returns the archive for children of {@code config} in {@code cache}, or empty when they cannot use one. */
    static Optional<ClassDataArchive> forChildren(SandboxConfig config, Path cache) {
        return of("child", config.java(), config.classPath(), cache);
    }

    /**
     * Returns the archive of the JVMs of a kind (e.g. {@code style}) running {@code java} on {@code classPath}, in the
     * grader's cache, or empty when it is turned off or they cannot use one.
     */
    public static Optional<ClassDataArchive> inCache(String kind, Path java, List<String> classPath) {
        if ("off".equalsIgnoreCase(System.getenv("NPUZZLE_CDS"))) {
            return Optional.empty();
        }
        return of(kind, java, classPath, OptimalSolver.defaultCacheDirectory().resolve("cds"));
    }

    private static Optional<ClassDataArchive> of(String kind, Path java, List<String> classPath, Path cache) {
        StringBuilder where = new StringBuilder(java.toString()).append('\n');
        StringBuilder build = new StringBuilder();
        try {
            build.append(Files.getLastModifiedTime(java.toRealPath())).append('\n');
            for (String entry : classPath) {
                Path jar = Path.of(entry);
                if (!Files.isRegularFile(jar)) {
                    return Optional.empty();
                }
                where.append(jar.toRealPath()).append('\n');
                build.append(Files.size(jar)).append(' ').append(Files.getLastModifiedTime(jar)).append('\n');
            }
            Path folder = Files.createDirectories(cache);
            String family = kind + "-" + hash(where.toString()) + "-";
            return Optional.of(new ClassDataArchive(kind, family, folder.resolve(family + hash(where + "\n"
                    + build) + ".jsa")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // no cache folder, or the java or a jar is unreadable: children start without
        }
    }

    private static String hash(String text) {
        return Sha256.hex(Sha256.digest(text.getBytes(StandardCharsets.UTF_8))).substring(0, 8);
    }

    /** Returns whether the next JVM would write the archive rather than map it. */
    public boolean missing() {
        return !Files.isRegularFile(archive);
    }

    /** Returns the JVM options of the next JVM: map the archive if it is there, else write one at exit. */
    public List<String> options() {
        if (missing()) {
            return List.of("-XX:ArchiveClassesAtExit=" + writing);
        }
        try {
            Files.setLastModifiedTime(archive, FileTime.from(Instant.now())); // used now: pruned last
        } catch (IOException e) {
            // a read-only cache still maps; it is just pruned by its age of writing
        }
        return List.of("-XX:SharedArchiveFile=" + archive);
    }

    /** Puts the archive a JVM wrote into place, if it ended by itself; removes a partial one otherwise. */
    public void ended(boolean byItself) {
        try {
            if (byItself && Files.isRegularFile(writing)) {
                Files.move(writing, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                prune(archive.getParent(), kind, family, archive);
            } else {
                Files.deleteIfExists(writing);
            }
        } catch (IOException e) {
            // the next child tries again
        }
    }

    /**
     * Removes from {@code folder} the other archives of {@code written}'s family (older builds of the same java and
     * jars, by their paths), all but the {@link #PER_KIND} archives of {@code kind} used last, and partial archives
     * older than an hour. A JVM still mapping a removed archive keeps its mapping; the next JVM of its class path
     * writes it again.
     */
    static void prune(Path folder, String kind, String family, Path written) throws IOException {
        List<Path> ofKind = new ArrayList<>();
        Instant abandoned = Instant.now().minus(ABANDONED);
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".jsa") && name.startsWith(family) && !file.equals(written)) {
                    Files.deleteIfExists(file);
                } else if (name.endsWith(".jsa") && name.startsWith(kind + "-")) {
                    ofKind.add(file);
                } else if (name.endsWith(".tmp") && lastModified(file).isBefore(abandoned)) {
                    Files.deleteIfExists(file);
                }
            }
        }
        ofKind.sort(Comparator.comparing(ClassDataArchive::lastModified).reversed());
        for (Path old : ofKind.subList(Math.min(PER_KIND, ofKind.size()), ofKind.size())) {
            Files.deleteIfExists(old);
        }
    }

    private static Instant lastModified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            return Instant.EPOCH; // gone or unreadable: the first to prune
        }
    }
}
