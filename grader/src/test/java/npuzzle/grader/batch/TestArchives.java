package npuzzle.grader.batch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/**
 * Archives for the tests, entries in the map's order: a name ending in {@code /} is a folder, and a tar entry whose
 * bytes are {@link #LINK} is a symbolic link.
 */
public final class TestArchives {
    /** The content that makes a tar entry a symbolic link (to /etc/passwd). */
    public static final byte[] LINK = new byte[] {'-', '>'};

    private TestArchives() {
    }

    /**
     * Writes a zip; {@code encrypted} then sets the encryption flag of every entry's headers, as a password-protected
     * zip's are (the bytes stay plain: a reader must refuse on the flag alone).
     */
    public static Path zip(Path file, Map<String, byte[]> entries, boolean encrypted) throws IOException {
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(Files.newOutputStream(file))) {
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                zip.putArchiveEntry(new ZipArchiveEntry(entry.getKey()));
                zip.write(entry.getValue());
                zip.closeArchiveEntry();
            }
        }
        if (encrypted) {
            byte[] bytes = Files.readAllBytes(file);
            for (int k = 0; k + 8 < bytes.length; k++) {
                boolean local = bytes[k] == 'P' && bytes[k + 1] == 'K' && bytes[k + 2] == 3 && bytes[k + 3] == 4;
                boolean central = bytes[k] == 'P' && bytes[k + 1] == 'K' && bytes[k + 2] == 1 && bytes[k + 3] == 2;
                if (local || central) {
                    bytes[k + (local ? 6 : 8)] |= 1; // general purpose bit 0: encrypted
                }
            }
            Files.write(file, bytes);
        }
        return file;
    }

    /** Writes a tar, gzipped when {@code gzip} is set. */
    public static Path tar(Path file, Map<String, byte[]> entries, boolean gzip) throws IOException {
        try (OutputStream bytes = Files.newOutputStream(file);
                OutputStream plain = gzip ? new GzipCompressorOutputStream(bytes) : bytes;
                TarArchiveOutputStream tar = new TarArchiveOutputStream(plain)) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                TarArchiveEntry tarEntry;
                if (entry.getValue() == LINK) {
                    tarEntry = new TarArchiveEntry(entry.getKey(), TarArchiveEntry.LF_SYMLINK);
                    tarEntry.setLinkName("/etc/passwd");
                } else {
                    tarEntry = new TarArchiveEntry(entry.getKey());
                    tarEntry.setSize(entry.getKey().endsWith("/") ? 0 : entry.getValue().length);
                }
                tar.putArchiveEntry(tarEntry);
                if (!entry.getKey().endsWith("/") && entry.getValue() != LINK) {
                    tar.write(entry.getValue());
                }
                tar.closeArchiveEntry();
            }
        }
        return file;
    }
}
