package npuzzle.similarity.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The output folder: files written whole, and the pair pages of an earlier run removed before new ones. */
public final class OutputFolder {
    private OutputFolder() {
    }

    /** Writes {@code text} to {@code file} whole. */
    public static void write(Path file, String text) throws IOException {
        AtomicFile.write(file, text);
    }

    /** Deletes the pages {@code pairs/<rank>.html} of an earlier run, so that none outlives its pair. */
    public static void clearPairPages(Path out) throws IOException {
        Path pairs = out.resolve("pairs");
        if (!Files.isDirectory(pairs)) {
            return;
        }
        List<Path> pages;
        try (Stream<Path> list = Files.list(pairs)) {
            pages = list.filter(page -> page.getFileName().toString().matches("\\d+\\.html")).toList();
        }
        for (Path page : pages) {
            Files.deleteIfExists(page);
        }
    }
}
