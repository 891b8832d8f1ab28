package npuzzle.grader.batch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Unpacks a submitted zip into a folder, refusing what a hostile archive does: entries that leave the folder
 * (absolute or {@code ..} paths), too many entries, or more bytes than a program's sources could need.
 */
final class ZipExtractor {
    static final int MAX_ENTRIES = 2_000;
    static final long MAX_BYTES = 32L << 20;

    private ZipExtractor() {
    }

    /**
     * Unpacks {@code zip} into {@code folder}, skipping macOS resource forks.
     *
     * @throws IOException with the archive's name and what is wrong with it
     */
    static void extract(Path zip, Path folder) throws IOException {
        Path root = Files.createDirectories(folder).toAbsolutePath().normalize();
        int entries = 0;
        long bytes = 0;
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (++entries > MAX_ENTRIES) {
                    throw new IOException(zip.getFileName() + ": more than " + MAX_ENTRIES + " entries");
                }
                String name = entry.getName().replace('\\', '/');
                if (name.startsWith("__MACOSX/")) {
                    continue;
                }
                Path target = root.resolve(name).normalize();
                if (name.startsWith("/") || !target.startsWith(root) || target.equals(root)) {
                    throw new IOException(zip.getFileName() + ": entry " + name + " points outside the archive");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                    continue;
                }
                Files.createDirectories(target.getParent());
                bytes += copy(in, target, MAX_BYTES - bytes);
                if (bytes > MAX_BYTES) {
                    throw new IOException(zip.getFileName() + ": unpacks to more than " + (MAX_BYTES >> 20) + " MiB");
                }
            }
        } catch (IllegalArgumentException e) { // a malformed entry name
            throw new IOException(zip.getFileName() + ": not a readable zip: " + e.getMessage());
        } catch (java.util.zip.ZipException e) {
            throw new IOException(zip.getFileName() + ": not a readable zip: " + e.getMessage());
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
}
