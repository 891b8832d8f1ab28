package npuzzle.grader.batch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import npuzzle.grader.GraderJson;
import npuzzle.reference.AtomicFiles;

/**
 * The class's files beside the students' folders: {@code summary.csv}, {@code summary.json}, the dashboard
 * {@code index.html} and {@code batch.json}; written by a batch, by each shard of one, and by {@code grader merge} from the shards.
 */
public final class ClassResults {
    public static final String CSV = "summary.csv";
    public static final String JSON = "summary.json";
    public static final String DASHBOARD = "index.html";

    private ClassResults() {
    }

    /** Writes the files for {@code outcomes}, which {@code manifest} describes. */
    public static void write(Path output, BatchManifest manifest, List<BatchOutcome> outcomes) throws IOException {
        Map<String, List<Submitter>> submitters = new TreeMap<>();
        for (BatchManifest.Entry entry : manifest.outcomes()) {
            if (!entry.submitters().isEmpty()) {
                submitters.put(entry.id(), entry.submitters());
            }
        }
        Gradebook gradebook = new Gradebook(outcomes, submitters);
        AtomicFiles.writeString(output.resolve(CSV), gradebook.csv());
        AtomicFiles.writeString(output.resolve(JSON), gradebook.json());
        AtomicFiles.writeString(output.resolve(DASHBOARD), DashboardWriter.format(gradebook));
        AtomicFiles.writeString(output.resolve(BatchManifest.FILE), GraderJson.indented(manifest,
                BatchManifest.class));
    }
}
