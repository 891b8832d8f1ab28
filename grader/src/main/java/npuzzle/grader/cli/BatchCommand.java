package npuzzle.grader.cli;

import npuzzle.grader.pipeline.CheckRequest;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.pipeline.SubmissionGrader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.BatchSubmission;
import npuzzle.grader.batch.DashboardWriter;
import npuzzle.grader.batch.Gradebook;
import npuzzle.grader.batch.SubmissionLayout;
import npuzzle.grader.compile.CourseJars;
import npuzzle.grader.report.ConsoleReportWriter;
import npuzzle.grader.report.HtmlReportWriter;
import npuzzle.grader.report.JsonReportWriter;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.reference.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code grader batch DIR}: grades every submission of a class folder or LMS export, several at a time, each in
 * its own child JVMs, and writes each student's report and the class's gradebook.
 */
@Command(name = "batch", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Grades each submission under DIR: sub-folders, zips, or Canvas/Moodle exports.",
            "A lib/ folder in DIR holds the course jars for every submission (or give --classpath).",
            "Writes OUT/<id>/report.json, report.txt and report.html, OUT/summary.csv (gradebook), OUT/summary.json",
            "and OUT/index.html (the class dashboard).",
            "A submission whose sources, seed, config and grader are unchanged keeps its earlier report.",
            "Exit status: 0 every submission graded, 1 some could not be graded, 2 usage error."})
final class BatchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "the folder holding one entry per submission")
    private Path root;

    @Option(names = "--out", paramLabel = "OUT", description = "where the reports go (default: DIR-grades)")
    private Path out;

    @Option(names = "--jobs", paramLabel = "N", description = "submissions graded at once (default: half the cores)")
    private Integer jobs;

    @Option(names = "--regrade", description = "grade every submission again, even an unchanged one")
    private boolean regrade;

    @Mixin
    private GradingOptions grading = new GradingOptions();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(root)) {
            err.println("grader: " + root + ": not a folder");
            return ExitCodes.USAGE;
        }
        CheckRequest template;
        try {
            template = grading.request(List.of(root), classJars(root));
        } catch (GradingOptions.UsageException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        int parallel = jobs != null ? jobs : Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        if (parallel < 1) {
            err.println("grader: --jobs must be at least 1");
            return ExitCodes.USAGE;
        }
        Path output = out != null ? out : root.toAbsolutePath().normalize().resolveSibling(
                root.toAbsolutePath().normalize().getFileName() + "-grades");
        Path staging = Files.createDirectories(output.resolve(".unpacked"));
        List<BatchSubmission> submissions = SubmissionLayout.find(root, staging, output);
        if (submissions.isEmpty()) {
            err.println("grader: " + root + ": no submissions (sub-folders, zips or .java files) found");
            return ExitCodes.USAGE;
        }
        CheckService service = new CheckService(Rubric.load(), Clock.systemUTC());
        CompletableFuture<List<CheckInfo>> checks = CompletableFuture.completedFuture(
                service.selectedChecks(template));
        if (checks.join().isEmpty()) {
            err.println("grader: no check matches --only " + template.only().orElse("")
                    + " (see grader check --list-checks)");
            return ExitCodes.USAGE;
        }
        List<BatchOutcome> outcomes = gradeAll(submissions, new SubmissionGrader(service, template, checks, regrade),
                output, parallel, err);
        Gradebook gradebook = new Gradebook(outcomes);
        AtomicFiles.writeString(output.resolve("summary.csv"), gradebook.csv());
        AtomicFiles.writeString(output.resolve("summary.json"), gradebook.json());
        AtomicFiles.writeString(output.resolve("index.html"), DashboardWriter.format(gradebook));
        long notGraded = outcomes.stream().filter(o -> o.state() == BatchOutcome.State.NOT_GRADED).count();
        spec.commandLine().getOut().printf(Locale.ROOT, "graded %d of %d submissions into %s (%d kept from an "
                + "earlier run); gradebook: %s%n", outcomes.size() - notGraded, outcomes.size(), output,
                outcomes.stream().filter(o -> o.state() == BatchOutcome.State.REUSED).count(),
                output.resolve("summary.csv"));
        return notGraded == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** Returns the jars of the class's {@code lib/} folder, the course's for every submission, if it has any. */
    private static Optional<List<Path>> classJars(Path root) {
        List<Path> jars = CourseJars.inFolder(root.resolve("lib"));
        return jars.isEmpty() ? Optional.empty() : Optional.of(jars);
    }

    private static List<BatchOutcome> gradeAll(List<BatchSubmission> submissions, SubmissionGrader grader,
            Path output, int parallel, PrintWriter err) throws InterruptedException, IOException {
        ExecutorService pool = Executors.newFixedThreadPool(parallel);
        AtomicInteger done = new AtomicInteger();
        try {
            List<Future<BatchOutcome>> futures = new ArrayList<>();
            for (BatchSubmission submission : submissions) {
                futures.add(pool.submit(() -> {
                    long start = System.nanoTime();
                    BatchOutcome outcome = grader.grade(submission, output.resolve(submission.id()));
                    write(outcome, output.resolve(submission.id()));
                    synchronized (err) {
                        err.printf(Locale.ROOT, "[%d/%d] %s: %s (%.1f s)%n", done.incrementAndGet(),
                                submissions.size(), submission.id(), verdict(outcome),
                                (System.nanoTime() - start) / 1e9);
                        err.flush();
                    }
                    return outcome;
                }));
            }
            List<BatchOutcome> outcomes = new ArrayList<>();
            for (Future<BatchOutcome> future : futures) {
                try {
                    outcomes.add(future.get());
                } catch (ExecutionException e) { // writing the report failed: the disk, not the student
                    throw new IOException("cannot write a report: " + e.getCause(), e.getCause());
                }
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Writes the student's report as JSON, as the console text and as HTML, or the reason nothing was graded. */
    private static void write(BatchOutcome outcome, Path folder) throws IOException {
        Files.createDirectories(folder);
        if (outcome.state() == BatchOutcome.State.REUSED) {
            if (!Files.exists(folder.resolve(Gradebook.REPORT_PAGE))) { // kept from a grader without HTML reports
                AtomicFiles.writeString(folder.resolve(Gradebook.REPORT_PAGE),
                        HtmlReportWriter.format(outcome.report().get()));
            }
            return;
        }
        if (outcome.report().isEmpty()) {
            AtomicFiles.writeString(folder.resolve("not-graded.txt"), outcome.reason().orElse("") + "\n");
            return;
        }
        Files.deleteIfExists(folder.resolve("not-graded.txt"));
        Report report = outcome.report().get();
        AtomicFiles.writeString(folder.resolve(SubmissionGrader.REPORT), JsonReportWriter.format(report));
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);
        AtomicFiles.writeString(folder.resolve("report.txt"), text.toString());
        AtomicFiles.writeString(folder.resolve(Gradebook.REPORT_PAGE), HtmlReportWriter.format(report));
    }

    private static String verdict(BatchOutcome outcome) {
        if (outcome.report().isEmpty()) {
            return "not graded: " + outcome.reason().orElse("");
        }
        Report report = outcome.report().get();
        String score = String.format(Locale.ROOT, "%.2f / %.2f", report.score(), report.maxScore());
        return outcome.state() == BatchOutcome.State.REUSED ? score + ", unchanged since the last run" : score;
    }
}
