package npuzzle.grader.pipeline;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.BatchSubmission;
import npuzzle.grader.batch.Gradebook;
import npuzzle.grader.explain.Explanations;
import npuzzle.grader.report.ConsoleReportWriter;
import npuzzle.grader.report.HtmlReportWriter;
import npuzzle.grader.report.JsonReportWriter;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.SarifWriter;
import npuzzle.grader.report.SourcePaths;
import npuzzle.reference.AtomicFiles;

/**
 * Grades a class's submissions, {@code parallel} at a time, each in its own child JVMs, and writes each student's
 * files into {@code OUT/<id>/} as soon as it is graded: {@code report.json}, {@code report.txt} and
 * {@code report.html}, or
 * {@code not-graded.txt} with the reason. Each file is written whole or not at all, so a batch stopped at any
 * moment leaves only finished reports; and once {@link #stop()} is called, a grading that ends writes nothing, since
 * its child JVMs may have been killed under it.
 */
public final class BatchGrader {
    public static final String NOT_GRADED = "not-graded.txt";
    public static final String REPORT_TEXT = "report.txt";
    public static final String REPORT_SARIF = "report.sarif";

    /** Told of each submission as it finishes, from the grading threads. */
    public interface Listener {
        void finished(BatchSubmission submission, SubmissionGrader.Graded graded, double seconds);
    }

    /** Grades one submission: {@link SubmissionGrader#grade}, or a test's stand-in. */
    interface Grading {
        SubmissionGrader.Graded grade(BatchSubmission submission, Path reportFolder) throws InterruptedException;
    }

    private final Grading grading;
    private final int parallel;
    private final boolean sarif;
    /** The explanations SARIF's rules quote, read once per batch, on the first report written as SARIF. */
    private Explanations explanations;
    private volatile boolean stopping;

    /** Creates a batch that also writes each report as SARIF ({@value #REPORT_SARIF}) when {@code sarif} is set. */
    public BatchGrader(SubmissionGrader grader, int parallel, boolean sarif) {
        this(grader::grade, parallel, sarif);
    }

    BatchGrader(Grading grading, int parallel) {
        this(grading, parallel, false);
    }

    private BatchGrader(Grading grading, int parallel, boolean sarif) {
        this.grading = grading;
        this.parallel = parallel;
        this.sarif = sarif;
    }

    /**
     * Stops the batch; called before anything kills its child JVMs. A grading that ends from now on writes no report
     * (its checks may have "failed" only because their JVM was killed, and the next run would keep that report), and
     * {@link #gradeAll} ends with {@link InterruptedException}.
     */
    public void stop() {
        stopping = true;
    }

    /** Returns whether {@link #stop()} was called. */
    public boolean stopping() {
        return stopping;
    }

    /**
     * Returns the outcomes, in the submissions' order.
     *
     * @throws IOException if a report cannot be written: the disk, not the student
     * @throws InterruptedException if the batch was stopped
     */
    public List<BatchOutcome> gradeAll(List<BatchSubmission> submissions, Path output, Listener listener)
            throws InterruptedException, IOException {
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        try {
            List<Future<BatchOutcome>> futures = new ArrayList<>();
            for (BatchSubmission submission : submissions) {
                futures.add(pool.submit(() -> {
                    long start = System.nanoTime();
                    SubmissionGrader.Graded graded = grading.grade(submission, output.resolve(submission.id()));
                    if (stopping) {
                        throw new InterruptedException("the batch was stopped while " + submission.id()
                                + " was being graded");
                    }
                    write(graded, output.resolve(submission.id()));
                    listener.finished(submission, graded, (System.nanoTime() - start) / 1e9);
                    return graded.outcome();
                }));
            }
            List<BatchOutcome> outcomes = new ArrayList<>();
            for (Future<BatchOutcome> future : futures) {
                try {
                    outcomes.add(future.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof InterruptedException stopped) {
                        throw stopped;
                    }
                    throw new IOException("cannot write a report: " + e.getCause(), e.getCause());
                }
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Writes the student's report as JSON, as the console text, as HTML (and SARIF), or why nothing was graded. */
    private void write(SubmissionGrader.Graded graded, Path folder) throws IOException {
        BatchOutcome outcome = graded.outcome();
        Files.createDirectories(folder);
        if (outcome.state() == BatchOutcome.State.REUSED) {
            if (!Files.exists(folder.resolve(Gradebook.REPORT_PAGE))) { // kept from a grader without HTML reports
                AtomicFiles.writeString(folder.resolve(Gradebook.REPORT_PAGE),
                        HtmlReportWriter.format(outcome.report().get()));
            }
            if (sarif && !Files.exists(folder.resolve(REPORT_SARIF))) {
                writeSarif(outcome.report().get(), folder);
            }
            return;
        }
        if (outcome.report().isEmpty()) {
            AtomicFiles.writeString(folder.resolve(NOT_GRADED), outcome.reason().orElse("") + "\n");
            return;
        }
        Files.deleteIfExists(folder.resolve(NOT_GRADED));
        Report report = outcome.report().get();
        AtomicFiles.writeString(folder.resolve(SubmissionGrader.REPORT), JsonReportWriter.format(report));
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);
        AtomicFiles.writeString(folder.resolve(REPORT_TEXT), text.toString());
        AtomicFiles.writeString(folder.resolve(Gradebook.REPORT_PAGE), HtmlReportWriter.format(report,
                graded.sources()));
        if (sarif) {
            writeSarif(report, folder);
        }
    }

    private void writeSarif(Report report, Path folder) throws IOException {
        AtomicFiles.writeString(folder.resolve(REPORT_SARIF), SarifWriter.format(report, explanations()::helpText,
                SourcePaths.asReported()));
    }

    private synchronized Explanations explanations() throws IOException {
        if (explanations == null) {
            explanations = Explanations.load();
        }
        return explanations;
    }
}
