package npuzzle.similarity;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;

/** Archives of folders, as students upload them, for the tests. */
final class Archives {
    private Archives() {
    }

    static void zip(Path folder, Path archive) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(archive))) {
            for (Path file : files(folder)) {
                zip.putNextEntry(new ZipEntry(folder.relativize(file).toString().replace('\\', '/')));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
        }
    }

    static void tarGz(Path folder, Path archive) throws IOException {
        try (OutputStream out = Files.newOutputStream(archive);
                GzipCompressorOutputStream gzip = new GzipCompressorOutputStream(out);
                TarArchiveOutputStream tar = new TarArchiveOutputStream(gzip)) {
            for (Path file : files(folder)) {
                TarArchiveEntry entry = new TarArchiveEntry(file.toFile(), folder.relativize(file).toString());
                tar.putArchiveEntry(entry);
                tar.write(Files.readAllBytes(file));
                tar.closeArchiveEntry();
            }
        }
    }

    private static List<Path> files(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }
}
