package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.ClassResults;
import npuzzle.grader.batch.Gradebook;
import npuzzle.reference.AtomicFiles;

/**
 * Where a batch's time went, one row a submission: its wall time and, when it was graded now, the time of each
 * stage (compile, starting the child JVMs, the checks, the fix search). Timings differ from run to run, so they are
 * kept apart from the gradebook, in {@value #FILE}.
 */
public final class TimingsCsv {
    public static final String FILE = ClassResults.TIMINGS;
    private static final String HEADER = "id,state,wall_ms,compile_ms,child_start_ms,child_jvms,checks_ms,"
            + "fix_search_ms";

    private final Map<String, String> rows = new ConcurrentSkipListMap<>();

    /** Records a finished submission; safe to call from the grading threads. */
    public void add(SubmissionGrader.Graded graded, double seconds) {
        BatchOutcome outcome = graded.outcome();
        String stages = graded.timings().map(t -> t.compileMs() + "," + t.childStartMs() + "," + t.children() + ","
                + t.checksMs() + "," + t.fixSearchMs()).orElse(",,,,");
        rows.put(outcome.id(), String.format(Locale.ROOT, "%s,%s,%d,%s", Gradebook.cell(outcome.id()),
                outcome.state().name().toLowerCase(Locale.ROOT), Math.round(seconds * 1000), stages));
    }

    /** Writes the rows, sorted by id, to {@code folder/timings.csv}. */
    public void write(Path folder) throws IOException {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        rows.values().forEach(row -> text.append(row).append('\n'));
        AtomicFiles.writeString(folder.resolve(FILE), text.toString());
    }
}
