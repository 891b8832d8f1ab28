package npuzzle.grader.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.GraderJson;
import npuzzle.reference.AtomicFiles;

/**
 * The class's files beside the students' folders: {@code summary.csv}, {@code summary.json}, the dashboard
 * {@code index.html} (linking {@code similarity/index.html} when {@code grader batch --similarity} wrote it) and
 * {@code batch.json}; written by a batch, by each shard of one, and by {@code grader merge} from the shards.
 */
public final class ClassResults {
    public static final String CSV = "summary.csv";
    public static final String JSON = "summary.json";
    public static final String DASHBOARD = "index.html";
    public static final String TIMINGS = "timings.csv";
    /** The names of the class's files, which no student's folder may take. */
    static final Set<String> NAMES = Set.of(CSV, JSON, DASHBOARD, TIMINGS, BatchManifest.FILE, SimilarityRun.FOLDER);

    private ClassResults() {
    }

    /** Writes the files for {@code outcomes}, which {@code manifest} describes. */
    public static void write(Path output, BatchManifest manifest, List<BatchOutcome> outcomes) throws IOException {
        Gradebook gradebook = new Gradebook(outcomes, manifest.outcomes());
        AtomicFiles.writeString(output.resolve(CSV), gradebook.csv());
        AtomicFiles.writeString(output.resolve(JSON), gradebook.json());
        boolean similarity = Files.isRegularFile(output.resolve(SimilarityRun.FOLDER).resolve(DASHBOARD));
        AtomicFiles.writeString(output.resolve(DASHBOARD), DashboardWriter.format(gradebook, similarity
                ? Optional.of(SimilarityRun.FOLDER + "/" + DASHBOARD) : Optional.empty()));
        AtomicFiles.writeString(output.resolve(BatchManifest.FILE), GraderJson.indented(manifest,
                BatchManifest.class));
    }
}
