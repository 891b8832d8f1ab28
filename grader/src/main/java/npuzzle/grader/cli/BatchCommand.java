package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.ScratchFolders;
import npuzzle.grader.batch.BatchManifest;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.BatchSubmission;
import npuzzle.grader.batch.ClassResults;
import npuzzle.grader.batch.GradescopeExport;
import npuzzle.grader.batch.Layout;
import npuzzle.grader.batch.Shard;
import npuzzle.grader.batch.SimilarityRun;
import npuzzle.grader.batch.SubmissionLayout;
import npuzzle.grader.compile.CourseJars;
import npuzzle.grader.pipeline.BatchGrader;
import npuzzle.grader.pipeline.CheckRequest;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.pipeline.GraderVersion;
import npuzzle.grader.pipeline.SubmissionGrader;
import npuzzle.grader.pipeline.TimingsCsv;
import npuzzle.grader.report.ConsoleColor;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.TerminalText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code grader batch DIR}: grades every submission of a class folder or LMS export (or one shard of it), several
 * at a time, each in its own child JVMs, and writes each student's report and the class's gradebook.
 */
@Command(name = "batch", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Grades each submission under DIR: sub-folders, zips, Canvas/Moodle/Gradescope exports or",
            "cloned GitHub Classroom repositories.",
            "A lib/ folder in DIR holds the course jars for every submission (or give --classpath).",
            "Writes OUT/<id>/report.json, report.txt and report.html, OUT/summary.csv (gradebook), OUT/summary.json,",
            "OUT/index.html (the class dashboard) and OUT/batch.json (what was graded, for grader merge).",
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

    @Option(names = "--sarif", description = "also write OUT/<id>/" + BatchGrader.REPORT_SARIF
            + ": the report as SARIF 2.1.0, for code scanning and editors")
    private boolean sarif;

    @Option(names = "--layout", paramLabel = "LAYOUT", description = "how DIR holds the submissions: folders "
            + "(folders, zips, Canvas or Moodle exports), gradescope (its export) or classroom (cloned GitHub "
            + "Classroom repositories); default: detected")
    private String layout;

    @Option(names = "--shard", paramLabel = "i/N", description = "grade only part i of N (0 <= i < N), chosen by "
            + "a hash of each submission's id; join the parts with grader merge")
    private String shard;

    @Option(names = "--timings", description = "write OUT/" + TimingsCsv.FILE + ": each submission's wall time and "
            + "where it went (compile, child JVM start, checks)")
    private boolean timings;

    @Option(names = "--similarity", description = "also find which submissions share code: runs "
            + SimilarityRun.JAR + " (a separate GPL-3.0 program, beside the grader's jar or --similarity-jar) into "
            + "OUT/" + SimilarityRun.FOLDER + "/, linked from the dashboard")
    private boolean similarity;

    @Option(names = "--similarity-jar", paramLabel = "JAR", description = "where " + SimilarityRun.JAR + " is")
    private Path similarityJar;

    @Mixin
    private GradingOptions grading = new GradingOptions();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(root)) {
            err.println(TerminalText.escape("grader: " + root + ": not a folder"));
            return ExitCodes.USAGE;
        }
        CheckRequest template;
        Shard part;
        try {
            template = grading.request(List.of(root), classJars(root));
            part = shard == null ? Shard.ALL : Shard.parse(shard);
        } catch (GradingOptions.UsageException | IllegalArgumentException e) {
            err.println(TerminalText.escape("grader: " + e.getMessage()));
            return ExitCodes.USAGE;
        }
        Layout chosen;
        try {
            chosen = layout == null ? Layout.detect(root) : Layout.valueOf(layout.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            err.println("grader: --layout " + layout + ": expected folders, gradescope or classroom");
            return ExitCodes.USAGE;
        }
        int parallel = jobs != null ? jobs : Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        if (parallel < 1) {
            err.println("grader: --jobs must be at least 1");
            return ExitCodes.USAGE;
        }
        ScratchFolders.deleteOrphans();
        Path output = out != null ? out : root.toAbsolutePath().normalize().resolveSibling(
                root.toAbsolutePath().normalize().getFileName() + "-grades");
        Path staging = Files.createDirectories(output.resolve(".unpacked"));
        List<BatchSubmission> all;
        try {
            all = SubmissionLayout.find(root, staging, output, chosen);
        } catch (GradescopeExport.MetadataException e) {
            err.println(TerminalText.escape("grader: " + e.getMessage()));
            return ExitCodes.USAGE;
        }
        if (all.isEmpty()) {
            err.println(TerminalText.escape("grader: " + root + ": no submissions (sub-folders, archives or .java "
                    + "files) found"));
            return ExitCodes.USAGE;
        }
        List<BatchSubmission> submissions = all.stream().filter(submission -> part.owns(submission.id())).toList();
        long refused = all.stream().filter(submission -> submission.problem().isPresent()).count();
        err.println(TerminalText.escape("grader: " + all.size() + " submissions in " + root + " (layout: "
                + chosen.wireName() + (layout == null ? ", detected" : "") + ")" + (refused == 0 ? ""
                        : "; " + refused + " cannot be graded, each gets a row saying why") + (part.equals(Shard.ALL)
                                ? "" : "; shard " + part + " grades " + submissions.size() + " of them")));
        CheckService service = new CheckService(Rubric.load(), Clock.systemUTC());
        List<CheckInfo> selected = service.selectedChecks(template);
        if (selected.isEmpty()) {
            err.println("grader: no check matches --only " + template.only().orElse("")
                    + " (see grader check --list-checks)");
            return ExitCodes.USAGE;
        }
        SubmissionGrader grader = new SubmissionGrader(service, template, CompletableFuture.completedFuture(selected),
                regrade);
        TimingsCsv times = new TimingsCsv();
        List<BatchOutcome> outcomes = gradeAll(new BatchGrader(grader, parallel, sarif), submissions, output, times, err);
        if (timings) {
            times.write(output);
        }
        BatchManifest manifest = new BatchManifest(BatchManifest.SCHEMA, GraderVersion.current(), template.seed(),
                template.config().sha256(), selected.stream().map(CheckInfo::id).sorted().toList(), part.toString(),
                all.stream().map(BatchSubmission::id).sorted().toList(), entries(submissions, outcomes));
        if (similarity || similarityJar != null) {
            SimilarityRun.run(Optional.ofNullable(similarityJar), root, output, err);
        }
        ClassResults.write(output, manifest, outcomes);
        long notGraded = outcomes.stream().filter(o -> o.state() == BatchOutcome.State.NOT_GRADED).count();
        spec.commandLine().getOut().printf(Locale.ROOT, "graded %d of %d submissions into %s (%d kept from an "
                + "earlier run); gradebook: %s%n", outcomes.size() - notGraded, outcomes.size(), output,
                outcomes.stream().filter(o -> o.state() == BatchOutcome.State.REUSED).count(),
                output.resolve(ClassResults.CSV));
        return notGraded == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** Returns the jars of the class's {@code lib/} folder, the course's for every submission, if it has any. */
    private static Optional<List<Path>> classJars(Path root) {
        List<Path> jars = CourseJars.inFolder(root.resolve("lib"));
        return jars.isEmpty() ? Optional.empty() : Optional.of(jars);
    }

    /** Returns the manifest's entries: a kept report counts as graded, so the manifest does not depend on reruns. */
    private static List<BatchManifest.Entry> entries(List<BatchSubmission> submissions, List<BatchOutcome> outcomes) {
        return IntStream.range(0, outcomes.size()).mapToObj(k -> new BatchManifest.Entry(
                outcomes.get(k).id(), outcomes.get(k).state() == BatchOutcome.State.REUSED
                        ? BatchOutcome.State.GRADED : outcomes.get(k).state(), outcomes.get(k).reason().orElse(null),
                submissions.get(k).submitters(), submissions.get(k).entries())).toList();
    }

    /**
     * Grades with progress on {@code err}; on Ctrl-C (or SIGTERM) stops the child JVMs and says what is kept. The
     * reports written so far are whole, so a second run keeps them and grades the rest.
     */
    private static List<BatchOutcome> gradeAll(BatchGrader grader, List<BatchSubmission> submissions, Path output,
            TimingsCsv times, PrintWriter err) throws InterruptedException, IOException {
        BatchProgress progress = new BatchProgress(err, submissions.size(), ConsoleColor.stdoutIsTerminal(),
                System::nanoTime);
        Thread interrupted = new Thread(() -> {
            grader.stop();
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
            progress.close();
            err.println("grader: stopped after " + progress.done() + " of " + submissions.size()
                    + " submissions; their reports are kept, and running the batch again grades the rest");
            err.flush();
        });
        Runtime.getRuntime().addShutdownHook(interrupted);
        try {
            return grader.gradeAll(submissions, output, (submission, graded, seconds) -> {
                times.add(graded, seconds);
                BatchOutcome outcome = graded.outcome();
                progress.finished(submission.id(), verdict(outcome), outcome.report().isPresent(),
                        outcome.report().map(Report::allPassed).orElse(false), seconds);
            });
        } catch (InterruptedException e) {
            if (grader.stopping()) { // the hook has said what is kept, and the JVM ends when it returns
                Thread.sleep(Long.MAX_VALUE);
            }
            throw e;
        } finally {
            progress.close();
            Runtime.getRuntime().removeShutdownHook(interrupted);
        }
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
