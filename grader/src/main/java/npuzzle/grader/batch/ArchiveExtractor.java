package npuzzle.grader.batch;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Unpacks a submitted archive (zip, jar, tar, tar.gz) into a folder, refusing what a hostile or broken archive does:
 * entries that leave the folder (absolute or {@code ..} paths), links, too many entries, more bytes than a
 * program's sources could need, encryption, damage. The format is the one its bytes show, whatever its name says.
 * An archive found inside is unpacked too, once, beside itself in {@code <name>-unpacked/}, within the same limits.
 */
public final class ArchiveExtractor {
    static final int MAX_ENTRIES = 2_000;
    static final long MAX_BYTES = 32L << 20;
    static final String UNPACKED_SUFFIX = "-unpacked";

    private int entries;
    private long bytes;

    private ArchiveExtractor() {
    }

    /** Thrown when an archive cannot be unpacked; the message names it and says what to do. */
    public static final class ArchiveException extends IOException {
        private static final long serialVersionUID = 1L;

        ArchiveException(String message) {
            super(message);
        }
    }

    /**
     * Unpacks {@code archive} into {@code folder}, skipping macOS resource forks, and then the archives it held.
     *
     * @throws ArchiveException with the archive's name and what is wrong with it
     * @throws IOException if {@code folder} cannot be written
     */
    public static void extract(Path archive, Path folder) throws IOException {
        ArchiveExtractor extractor = new ArchiveExtractor();
        Path root = Files.createDirectories(folder).toAbsolutePath().normalize();
        extractor.unpack(archive, root, archive.getFileName().toString());
        for (Path inner : innerArchives(root)) {
            String name = archive.getFileName() + ": " + root.relativize(inner).toString().replace('\\', '/');
            Path target = inner.resolveSibling(inner.getFileName() + UNPACKED_SUFFIX);
            if (Files.exists(target) && !Files.isDirectory(target)) {
                throw refused(name, "cannot be unpacked beside itself: " + target.getFileName() + " is a file");
            }
            extractor.unpack(inner, Files.createDirectories(target), name);
        }
    }

    private static List<Path> innerArchives(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).filter(file -> ArchiveFormat.ofName(file.getFileName()
                    .toString()).filter(format -> format.readable()).isPresent())
                    .filter(file -> !file.getFileName().toString().endsWith(".jar")) // a library, not sources
                    .sorted().toList();
        }
    }

    /** Unpacks one archive into {@code root}; {@code name} is how messages call it. */
    private void unpack(Path file, Path root, String name) throws IOException {
        long size = Files.size(file);
        if (size == 0) {
            throw refused(name, "an empty file, not an archive: upload it again");
        }
        if (size > MAX_BYTES) {
            throw refused(name, (size >> 20) + " MiB, more than a program's sources could need (" + (MAX_BYTES >> 20)
                    + " MiB)");
        }
        ArchiveFormat named = ArchiveFormat.ofName(name).orElse(ArchiveFormat.ZIP);
        ArchiveFormat format = ArchiveFormat.ofContent(head(file)).orElse(named == ArchiveFormat.TAR ? named : null);
        if (format == null) {
            throw refused(name, "not a " + named.label() + " archive (damaged, or another kind of file): upload it "
                    + "again");
        }
        if (!format.readable()) {
            throw refused(name, (format == named ? "" : "a " + format.label() + " archive, whatever its name says: ")
                    + format.notRead());
        }
        try {
            if (format == ArchiveFormat.ZIP) {
                unzip(file, root, name);
            } else {
                untar(file, format, root, name);
            }
        } catch (ArchiveException e) {
            throw e;
        } catch (EOFException e) {
            throw refused(name, "the " + format.label() + " archive ends early (cut off: an interrupted upload?); "
                    + "upload it again");
        } catch (FileSystemException e) {
            throw refused(name, "cannot unpack " + e.getFile() + (e.getReason() == null ? "" : ": " + e.getReason()));
        } catch (IOException | RuntimeException e) { // the readers throw unchecked exceptions on some damage
            throw refused(name, "a damaged " + format.label() + " archive (" + describe(e) + "): upload it again");
        }
    }

    private void unzip(Path file, Path root, String name) throws IOException {
        try (ZipFile zip = ZipFile.builder().setPath(file).get()) {
            List<ZipArchiveEntry> all = Collections.list(zip.getEntriesInPhysicalOrder());
            if (entries + all.size() > MAX_ENTRIES) {
                throw refused(name, "more than " + MAX_ENTRIES + " entries");
            }
            for (ZipArchiveEntry entry : all) {
                if (entry.getGeneralPurposeBit().usesEncryption()) {
                    throw refused(name, "encrypted (it asks for a password): submit it without one");
                }
                if (!zip.canReadEntryData(entry)) {
                    throw refused(name, "entry " + entry.getName() + " is compressed in a way the grader cannot "
                            + "read (method " + entry.getMethod() + "): save it as an ordinary zip");
                }
                if (entry.isUnixSymlink()) {
                    throw link(name, entry.getName());
                }
                Path target = target(root, name, entry.getName(), entry.isDirectory());
                if (target != null) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        write(in, root, target, name);
                    }
                }
            }
        }
    }

    private void untar(Path file, ArchiveFormat format, Path root, String name) throws IOException {
        try (InputStream raw = new BufferedInputStream(Files.newInputStream(file));
                InputStream plain = format == ArchiveFormat.TAR_GZ ? GzipCompressorInputStream.builder()
                        .setInputStream(raw).get() : raw;
                TarArchiveInputStream tar = new TarArchiveInputStream(plain)) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (entry.isSymbolicLink() || entry.isLink()) {
                    throw link(name, entry.getName());
                }
                if (!entry.isFile() && !entry.isDirectory()) {
                    throw refused(name, "entry " + entry.getName() + " is not a file or a folder (a device or a "
                            + "pipe)");
                }
                Path target = target(root, name, entry.getName(), entry.isDirectory());
                if (target != null) {
                    write(tar, root, target, name);
                }
            }
        }
    }

    /**
     * Returns where an entry's file goes, or null for a folder (created here) and a macOS resource fork.
     *
     * @throws ArchiveException if there are too many entries or the entry leaves the folder
     */
    private Path target(Path root, String name, String entryName, boolean directory) throws ArchiveException {
        if (++entries > MAX_ENTRIES) {
            throw refused(name, "more than " + MAX_ENTRIES + " entries");
        }
        String path = entryName.replace('\\', '/');
        if (path.startsWith("__MACOSX/")) {
            return null;
        }
        Path target;
        try {
            target = root.resolve(path).normalize();
        } catch (InvalidPathException e) {
            throw refused(name, "entry " + entryName + " has a name no file can have");
        }
        boolean inside = !path.startsWith("/") && target.startsWith(root);
        if (!inside || target.equals(root) && !directory) {
            throw refused(name, "entry " + entryName + " points outside the archive");
        }
        if (directory) {
            try {
                Files.createDirectories(target);
            } catch (IOException e) {
                throw refused(name, "entry " + entryName + " cannot be a folder: a file of that name came first");
            }
            return null;
        }
        return target;
    }

    private void write(InputStream in, Path root, Path target, String name) throws IOException {
        String entry = root.relativize(target).toString();
        try {
            Files.createDirectories(target.getParent());
        } catch (IOException e) {
            throw refused(name, "the folder of entry " + entry + " cannot be made: a file of that name came first");
        }
        if (Files.isDirectory(target)) {
            throw refused(name, "entry " + entry + " is both a folder and a file");
        }
        bytes += copy(in, target, MAX_BYTES - bytes);
        if (bytes > MAX_BYTES) {
            throw refused(name, "unpacks to more than " + (MAX_BYTES >> 20) + " MiB");
        }
    }

    /** Copies at most {@code limit + 1} bytes, so a caller sees that the limit was passed. */
    private static long copy(InputStream in, Path target, long limit) throws IOException {
        long copied = 0;
        byte[] buffer = new byte[8192];
        try (OutputStream out = Files.newOutputStream(target)) {
            for (int n = in.read(buffer); n > 0 && copied <= limit; n = in.read(buffer)) {
                out.write(buffer, 0, n);
                copied += n;
            }
        }
        return copied;
    }

    private static byte[] head(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(ArchiveFormat.HEAD);
        }
    }

    private static ArchiveException link(String name, String entryName) {
        return refused(name, "entry " + entryName + " is a link, which the grader does not follow: archive the "
                + "file itself");
    }

    private static ArchiveException refused(String name, String why) {
        return new ArchiveException(name + ": " + why);
    }

    /** Returns what went wrong, in words: the message, or the kind of failure when there is none. */
    private static String describe(Exception e) {
        return e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
    }
}
