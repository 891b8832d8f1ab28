package npuzzle.similarity;

/** Hears how far a run has got: {@code done} of {@code total} steps of a phase ("parsing", "comparing"). */
@FunctionalInterface
public interface Progress {
    /** A listener that shows nothing. */
    Progress NONE = (phase, done, total) -> { };

    void step(String phase, long done, long total);
}
