package npuzzle.grader.batch;

import java.util.List;
import java.util.Objects;

/**
 * What a batch (or one shard of it) graded, written beside its reports as {@code batch.json}, so that
 * {@code grader merge} can join shards exactly and refuse shards that were not graded alike.
 *
 * @param schema the format, {@link #SCHEMA}
 * @param graderVersion the grader's version
 * @param seed the seed of the random boards
 * @param configHash the grading config's SHA-256
 * @param checks the ids of the checks run, sorted
 * @param shard the part of the class graded, {@code i/N}
 * @param classIds every submission id of the class, sorted, whichever shard it belongs to
 * @param outcomes what became of this shard's submissions, sorted by id
 */
public record BatchManifest(String schema, String graderVersion, long seed, String configHash, List<String> checks,
        String shard, List<String> classIds, List<Entry> outcomes) {
    public static final String SCHEMA = "npuzzle-grader/batch/1";
    public static final String FILE = "batch.json";

    public BatchManifest {
        Objects.requireNonNull(schema, "schema");
        checks = List.copyOf(checks);
        classIds = List.copyOf(classIds);
        outcomes = List.copyOf(outcomes);
    }

    /**
     * One submission's outcome; its report, if graded, is {@code <id>/report.json}.
     *
     * @param id the submission's id
     * @param state graded, reused or not graded
     * @param reason why nothing could be graded, or why the report scores nothing, or null
     * @param submitters its authors, where the export names them
     * @param entries the class folder's entries it was made of
     */
    public record Entry(String id, BatchOutcome.State state, String reason, List<Submitter> submitters,
            List<String> entries) {
        public Entry {
            submitters = submitters == null ? List.of() : List.copyOf(submitters);
            entries = entries == null ? List.of() : List.copyOf(entries); // a manifest of an older grader
        }
    }

    /** Returns whether the two were graded alike: same grader, seed, config, checks and class. */
    public boolean gradedLike(BatchManifest other) {
        return graderVersion.equals(other.graderVersion) && seed == other.seed
                && configHash.equals(other.configHash) && checks.equals(other.checks)
                && classIds.equals(other.classIds);
    }
}
