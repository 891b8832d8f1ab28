package npuzzle.reference.optimal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Pattern databases kept in a cache directory: read when a valid file exists, else built and written there. */
final class PatternDatabaseStore {
    private final Path directory;

    PatternDatabaseStore(Path directory) {
        this.directory = directory;
    }

    /** A database and how it was obtained. */
    record Loaded(PatternDatabase database, DatabaseLoad load) {
    }

    /** Returns the database of {@code tiles} on an n-by-n board, from the cache if it holds a valid copy. */
    Loaded load(int n, int[] tiles) {
        Path file = directory.resolve(PatternDatabaseFile.fileName(n, tiles));
        long start = System.nanoTime();
        String note = "";
        if (Files.exists(file)) {
            try {
                PatternDatabase database = PatternDatabaseFile.read(file, n, tiles);
                return new Loaded(database, new DatabaseLoad(database.name(), database.bytes().length, false,
                        System.nanoTime() - start, file, ""));
            } catch (IOException | RuntimeException e) {
                note = "cache file unusable (" + e.getMessage() + "), rebuilt";
            }
        }
        PatternDatabase database = new PatternDatabaseBuilder(n, tiles).build();
        long built = System.nanoTime();
        try {
            PatternDatabaseFile.write(file, database);
        } catch (IOException | RuntimeException e) {
            note = (note.isEmpty() ? "" : note + "; ") + "not cached: " + e;
        }
        return new Loaded(database, new DatabaseLoad(database.name(), database.bytes().length, true,
                built - start, file, note));
    }
}
