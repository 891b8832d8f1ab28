package npuzzle.reference.optimal;

import java.nio.file.Path;
import java.util.Objects;

/**
 * How one pattern database was made ready: its name, entry count, whether it was built (else read from the
 * cache file), the time that took in nanoseconds, the cache file, and a note on a cache problem (or empty).
 */
public record DatabaseLoad(String name, long entries, boolean built, long nanos, Path file, String note) {
    public DatabaseLoad {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(note, "note");
    }
}
