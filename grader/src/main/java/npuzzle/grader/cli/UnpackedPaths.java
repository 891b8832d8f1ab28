package npuzzle.grader.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.FileTrees;
import npuzzle.grader.ScratchFolders;
import npuzzle.grader.batch.ArchiveExtractor;
import npuzzle.grader.batch.ArchiveFormat;

/**
 * The paths {@code grader check} grades: those given, with each archive among them (the zip a student is about to
 * upload) unpacked into a folder named like it, in a scratch folder ({@link ScratchFolders}) that {@link #close()}
 * deletes.
 */
final class UnpackedPaths implements AutoCloseable {
    private final List<Path> paths;
    private final Optional<Path> scratch;

    private UnpackedPaths(List<Path> paths, Optional<Path> scratch) {
        this.paths = List.copyOf(paths);
        this.scratch = scratch;
    }

    /**
     * Unpacks the archives among {@code given}.
     *
     * @throws ArchiveExtractor.ArchiveException if an archive cannot be unpacked, saying why
     * @throws IOException if the temporary folder cannot be written
     */
    static UnpackedPaths of(List<Path> given) throws IOException {
        List<Path> paths = new ArrayList<>();
        Path scratch = null;
        try {
            for (Path path : given) {
                String name = path.getFileName() == null ? "" : path.getFileName().toString();
                Optional<ArchiveFormat> format = ArchiveFormat.ofName(name);
                if (format.isEmpty() || !Files.isRegularFile(path)) {
                    paths.add(path);
                    continue;
                }
                scratch = scratch != null ? scratch : ScratchFolders.create();
                Path folder = scratch.resolve(paths.size() + "").resolve(format.get().baseName(name));
                ArchiveExtractor.extract(path, folder);
                paths.add(folder);
            }
        } catch (IOException | RuntimeException e) {
            if (scratch != null) {
                FileTrees.delete(scratch);
            }
            throw e;
        }
        return new UnpackedPaths(paths, Optional.ofNullable(scratch));
    }

    /** Returns the folders and files to grade. */
    List<Path> paths() {
        return paths;
    }

    /** Returns whether {@code path} is in a folder an archive was unpacked into. */
    boolean unpacked(Path path) {
        return scratch.isPresent() && path.startsWith(scratch.get());
    }

    @Override
    public void close() throws IOException {
        if (scratch.isPresent()) {
            FileTrees.delete(scratch.get());
        }
    }
}
