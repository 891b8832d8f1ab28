package npuzzle.similarity.find;

import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;

/**
 * Reads the {@code .java} files of a submitted archive (zip, jar, tar, tar.gz), told by its bytes, in memory: nothing
 * is unpacked to disk, so no entry can point outside a folder. An archive inside is read too, once, its files under
 * {@code <name>-unpacked/} as {@code grader batch} unpacks them. Past 2000 entries or 32 MiB of sources it stops.
 */
final class ArchiveReader {
    /** What is read, as a user reads it in a message. */
    static final String READABLE = ".zip, .jar, .tar, .tar.gz and .tgz";
    private static final int MAX_ENTRIES = 2_000;
    private static final long MAX_BYTES = 32L << 20;
    private static final int TAR_MAGIC = 257;

    private final Map<String, byte[]> files = new TreeMap<>();
    private int entries;
    private long bytes;

    private ArchiveReader() {
    }

    /** Thrown when an archive cannot be read; the message names it and says why. */
    static final class ArchiveException extends IOException {
        private static final long serialVersionUID = 1L;

        ArchiveException(String message) {
            super(message);
        }
    }

    /** Returns whether a file's name says it is an archive, of a kind read or not. */
    static boolean isArchiveName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return Arrays.asList(".zip", ".jar", ".tar", ".tar.gz", ".tgz", ".gz", ".rar", ".7z", ".bz2", ".tbz2",
                ".xz", ".txz", ".zst").stream().anyMatch(lower::endsWith);
    }

    /** Returns the name without its archive suffix: the submission's id. */
    static String baseName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (String suffix : new String[] {".tar.gz", ".tar.bz2", ".tar.xz", ".tar.zst", ".zip", ".jar", ".tar",
            ".tgz", ".gz", ".rar", ".7z", ".bz2", ".tbz2", ".xz", ".txz", ".zst"}) {
            if (lower.endsWith(suffix)) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        return name;
    }

    /**
     * Returns the {@code .java} files of an archive by their paths in it.
     *
     * @param name how messages call the archive
     * @throws ArchiveException if it is empty, damaged, encrypted, of a kind not read, or too large
     */
    static Map<String, byte[]> javaFiles(byte[] archive, String name) throws ArchiveException {
        ArchiveReader reader = new ArchiveReader();
        Map<String, byte[]> inner = new TreeMap<>();
        reader.read(archive, name, "", inner);
        for (Map.Entry<String, byte[]> nested : inner.entrySet()) {
            reader.read(nested.getValue(), name + ": " + nested.getKey(), nested.getKey() + "-unpacked/", null);
        }
        return reader.files;
    }

    /** Reads one archive; its archives go to {@code inner} (null: not read, an archive inside an inner one). */
    private void read(byte[] archive, String name, String prefix, Map<String, byte[]> inner) throws ArchiveException {
        if (archive.length == 0) {
            throw refused(name, "an empty file, not an archive");
        }
        try {
            if (starts(archive, 'P', 'K')) {
                unzip(archive, name, prefix, inner);
            } else if (starts(archive, 0x1f, 0x8b)) {
                untar(GzipCompressorInputStream.builder().setInputStream(new ByteArrayInputStream(archive)).get(),
                        name, prefix, inner);
            } else if (archive.length > TAR_MAGIC + 5
                    && new String(archive, TAR_MAGIC, 5, java.nio.charset.StandardCharsets.US_ASCII).equals("ustar")) {
                untar(new ByteArrayInputStream(archive), name, prefix, inner);
            } else {
                throw refused(name, isArchiveName(name) && !name.toLowerCase(Locale.ROOT).matches(
                        ".*\\.(zip|jar|tar|tar\\.gz|tgz|gz)") ? "an archive of a kind not read (only " + READABLE
                        + ")" : "not an archive that is read (" + READABLE + "): damaged, or another kind of file");
            }
        } catch (ArchiveException e) {
            throw e;
        } catch (EOFException e) {
            throw refused(name, "the archive ends early (cut off: an interrupted upload?)");
        } catch (ZipException e) {
            throw refused(name, "a damaged or encrypted zip (" + e.getMessage() + ")");
        } catch (IOException | RuntimeException e) {
            throw refused(name, "a damaged archive (" + (e.getMessage() == null ? e.getClass().getSimpleName()
                    : e.getMessage()) + ")");
        }
    }

    private void unzip(byte[] archive, String name, String prefix, Map<String, byte[]> inner) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(archive))) {
            boolean any = false;
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                any = true;
                if (!entry.isDirectory()) {
                    keep(zip, entry.getName(), name, prefix, inner);
                }
            }
            if (!any) {
                throw refused(name, "a zip with no entries that can be read (damaged?)");
            }
        }
    }

    private void untar(InputStream in, String name, String prefix, Map<String, byte[]> inner) throws IOException {
        try (TarArchiveInputStream tar = new TarArchiveInputStream(in)) {
            for (TarArchiveEntry entry = tar.getNextEntry(); entry != null; entry = tar.getNextEntry()) {
                if (entry.isFile()) {
                    keep(tar, entry.getName(), name, prefix, inner);
                }
            }
        }
    }

    /** Keeps an entry that is a source file or (for {@code inner}) an archive; skips macOS's resource forks. */
    private void keep(InputStream in, String entryName, String name, String prefix, Map<String, byte[]> inner)
            throws IOException {
        if (++entries > MAX_ENTRIES) {
            throw refused(name, "more than " + MAX_ENTRIES + " entries");
        }
        String path = entryName.replace('\\', '/');
        while (path.startsWith("/")) {
            path = path.substring(1);
        }
        boolean source = path.endsWith(".java");
        boolean archive = inner != null && isArchiveName(path) && !path.toLowerCase(Locale.ROOT).endsWith(".jar");
        if (path.startsWith("__MACOSX/") || !source && !archive) {
            return;
        }
        byte[] content = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, MAX_BYTES - bytes + 1));
        bytes += content.length;
        if (bytes > MAX_BYTES) {
            throw refused(name, "more than " + (MAX_BYTES >> 20) + " MiB of sources");
        }
        (source ? files : inner).put(prefix + path, content);
    }

    private static boolean starts(byte[] bytes, int first, int second) {
        return bytes.length >= 2 && (bytes[0] & 0xFF) == first && (bytes[1] & 0xFF) == second;
    }

    private static ArchiveException refused(String name, String why) {
        return new ArchiveException(name + ": " + why);
    }
}
