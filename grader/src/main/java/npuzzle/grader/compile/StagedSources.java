package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A submission's sources copied into a folder laid out by their package lines, so that javac's source path finds
 * the student's helper classes even when the student's folders do not match the packages (a flat folder of files
 * that say {@code package puzzle;} is common).
 */
final class StagedSources {
    private final Path root;
    private final Map<Path, Path> originals = new HashMap<>();
    private final Map<Path, Path> staged = new HashMap<>();
    private final Map<Path, String> notes = new TreeMap<>();

    private StagedSources(Path root) {
        this.root = root;
    }

    /**
     * Copies the sources under {@code root}, as UTF-8 whatever they were written in (see {@link SourceText}). When two files would land on the same name, the one beside Board.java
     * (then beside Solver.java, then the first by name) wins.
     */
    static StagedSources stage(Submission submission, Path root) throws IOException {
        StagedSources sources = new StagedSources(root);
        List<Path> order = new ArrayList<>(submission.sources());
        Optional<Path> boardFolder = submission.board().map(Path::getParent);
        Optional<Path> solverFolder = submission.solver().map(Path::getParent);
        order.sort(Comparator.comparing((Path file) -> !boardFolder.equals(Optional.of(file.getParent())))
                .thenComparing(file -> !solverFolder.equals(Optional.of(file.getParent())))
                .thenComparing(Comparator.naturalOrder()));
        for (Path source : order) {
            SourceText text = SourceText.read(source);
            String pkg = SourceLocator.packageOf(text.text());
            Path folder = pkg.isEmpty() ? root : root.resolve(pkg.replace('.', '/'));
            Path target = folder.resolve(source.getFileName().toString());
            if (!sources.originals.containsKey(target)) {
                Files.createDirectories(folder);
                Files.writeString(target, text.text(), StandardCharsets.UTF_8);
                sources.originals.put(target, source);
                sources.staged.put(source, target);
                text.note().ifPresent(note -> sources.notes.put(source, note));
            }
        }
        return sources;
    }

    /** Returns how each student's file that was not plain UTF-8 was read, by file. */
    Map<Path, String> notes() {
        return notes;
    }

    /** Returns the folder to use as javac's source path. */
    Path root() {
        return root;
    }

    /** Returns the copy of a source file. */
    Path copyOf(Path source) {
        return staged.get(source);
    }

    /** Returns the student's file a copy came from, or the path itself if it is not a copy. */
    Path originalOf(Path copy) {
        return originals.getOrDefault(copy.toAbsolutePath().normalize(), copy);
    }
}
