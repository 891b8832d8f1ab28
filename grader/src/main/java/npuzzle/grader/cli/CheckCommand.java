package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.batch.ArchiveExtractor;
import npuzzle.grader.batch.ArchiveFormat;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.SubmissionException;
import npuzzle.grader.explain.Explanations;
import npuzzle.grader.pipeline.AssignmentGuess;
import npuzzle.grader.pipeline.CheckRequest;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.pipeline.LastGrading;
import npuzzle.grader.report.ClassroomResultWriter;
import npuzzle.grader.report.ConsoleColor;
import npuzzle.grader.report.ConsoleReportWriter;
import npuzzle.grader.report.GradescopeWriter;
import npuzzle.grader.report.HtmlReportWriter;
import npuzzle.grader.report.SarifWriter;
import npuzzle.grader.report.SourcePaths;
import npuzzle.grader.report.WorkflowCommandWriter;
import npuzzle.grader.report.JUnitXmlWriter;
import npuzzle.grader.report.JsonReportWriter;
import npuzzle.grader.report.MarkdownWriter;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.TerminalText;
import npuzzle.grader.sandbox.CheckProgress;
import npuzzle.grader.sandbox.SpareChild;
import npuzzle.reference.AtomicFiles;
import npuzzle.grader.scan.PolicyFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader check [PATH...]}: grades one submission and prints the report. */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Compiles Board.java and Solver.java found under the paths (archives unpacked) and runs every "
                + "check on them.",
            "Exit status: 0 every check passed, 1 a check did not pass, 2 usage error or nothing gradable."})
final class CheckCommand implements Callable<Integer> {
    /** Set to true, has {@code --watch} look for saves every second without file events (tests of that way). */
    static final String POLL_PROPERTY = "npuzzle.watch.poll";

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*", description = "folders, archives (" + ArchiveFormat.READABLE
            + ") or .java files (default: .)")
    private List<Path> paths = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "also write the report as JSON to FILE")
    private Path json;

    @Option(names = "--gradescope", paramLabel = "FILE", description = "also write Gradescope's results.json to FILE")
    private Path gradescope;

    @Option(names = "--junit-xml", paramLabel = "FILE", description = "also write the checks as JUnit XML to FILE")
    private Path junitXml;

    @Option(names = "--html", paramLabel = "FILE",
            description = "also write a self-contained HTML page to FILE: boards drawn, failing solutions replayed")
    private Path html;

    @Option(names = "--markdown", paramLabel = "FILE",
            description = "also write a Markdown summary to FILE (it is appended to $GITHUB_STEP_SUMMARY when "
                    + "that is set)")
    private Path markdown;

    @Option(names = "--classroom-result", paramLabel = "FILE",
            description = "also write the runner result GitHub Classroom's autograding reporter reads to FILE")
    private Path classroomResult;

    @Option(names = "--sarif", paramLabel = "FILE",
            description = "also write the report as SARIF 2.1.0 to FILE, for code scanning and editors")
    private Path sarif;

    @Option(names = "--github-annotations", description = "also print each cause and style finding as a GitHub"
            + " workflow command (annotations on the lines); on by itself when GITHUB_ACTIONS=true")
    private boolean githubAnnotations;

    @Option(names = "--quiet", description = "print only the summary, the score and one line per cause (with "
            + "--watch: only what changed since the last grading)")
    private boolean quiet;

    @Option(names = "--watch", description = "grade, then grade again each time a source under the paths is saved,"
            + " starting with what changed since the last grading; Ctrl-C stops")
    private boolean watch;

    @Option(names = "--every-check", description = "after the causes, print the block of every check that did not"
            + " pass (by default a check charged to a cause is one line under it)")
    private boolean everyCheck;

    @Option(names = "--no-color", description = "never colour the output (NO_COLOR works too)")
    private boolean noColor;

    @Option(names = "--list-checks", description = "list the checks with their points, and exit")
    private boolean listChecks;

    @Option(names = "--timings", description = "print where the time went: compile, child start, checks")
    private boolean timings;

    @Option(names = "--verbose", description = "print a stack trace on an internal error, and the child JVMs' output")
    private boolean verbose;

    @Mixin
    private GradingOptions grading = new GradingOptions();

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (watch && paths.stream().anyMatch(path -> ArchiveFormat.ofName(path.getFileName().toString()).isPresent())) {
            spec.commandLine().getErr().println("grader: --watch watches folders and .java files, not archives");
            return ExitCodes.USAGE;
        }
        try (UnpackedPaths unpacked = UnpackedPaths.of(paths.isEmpty() ? List.of(Path.of(".")) : paths)) {
            Path root = SourceLocator.commonRoot(unpacked.paths());
            // an unpacked archive's files are gone when the run ends: name them as they are in the archive
            return grade(unpacked.paths(), unpacked.unpacked(root) ? SourcePaths.asReported()
                    : SourcePaths.of(root, Path.of("")));
        } catch (ArchiveExtractor.ArchiveException e) {
            spec.commandLine().getErr().println(TerminalText.escape("grader: " + e.getMessage()));
            return ExitCodes.USAGE;
        }
    }

    /** Grades the folders and .java files, archives already unpacked; {@code names} names their files for CI. */
    private int grade(List<Path> sources, SourcePaths names) throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rubric rubric = Rubric.load();
        CheckService service = new CheckService(rubric, Clock.systemUTC());
        CheckRequest request;
        try {
            request = grading.request(sources, Optional.empty());
        } catch (GradingOptions.UsageException e) {
            err.println(TerminalText.escape("grader: " + e.getMessage()));
            return ExitCodes.USAGE;
        }
        // discovering the rubric's checks loads JUnit and every check class: let it overlap the compiler
        CompletableFuture<List<CheckInfo>> selected = CompletableFuture.supplyAsync(
                () -> service.selectedChecks(request));
        if (listChecks) {
            for (CheckInfo check : CheckService.await(selected)) {
                Rubric.Entry entry = request.config().applyTo(rubric).entry(check.id());
                out.printf(Locale.ROOT, "%-36s %-12s %5.2f  %s%n", check.id(), check.category().wireName(),
                        entry.points(), check.name());
            }
            return ExitCodes.OK;
        }
        Optional<Assignment> fits = request.config().assignment().isPresent() ? Optional.empty() : otherVersion(request);
        if (fits.isPresent()) {
            err.println("grader: " + AssignmentGuess.hint(fits.get()));
            return ExitCodes.USAGE;
        }
        boolean terminal = ConsoleColor.stdoutIsTerminal();
        Optional<ProgressLine> progress = ProgressLine.wanted(terminal, System.getenv())
                ? Optional.of(new ProgressLine(out, CheckService.await(selected))) : Optional.empty();
        if (watch) {
            try (SpareChild.Slot spares = new SpareChild.Slot()) {
                CheckService warm = service.withSpareChildren(spares).reusing(new LastGrading());
                new CheckWatch(sources, out, quiet, progress, new CheckWatch.Grading() {
                    @Override
                    public Optional<CheckService.Result> grade(CheckProgress progress)
                            throws IOException, InterruptedException {
                        return gradeOnce(warm, request, selected, progress);
                    }

                    @Override
                    public void show(CheckService.Result result) throws IOException {
                        CheckCommand.this.show(result, false, terminal, names);
                    }
                }, spares).run(!Boolean.getBoolean(POLL_PROPERTY));
            }
            return ExitCodes.OK;
        }
        progress.ifPresent(ProgressLine::begin);
        Optional<CheckService.Result> graded = gradeOnce(service, request, selected,
                progress.map(CheckProgress.class::cast).orElse(CheckProgress.NONE));
        progress.ifPresent(ProgressLine::erase);
        if (graded.isEmpty()) {
            return ExitCodes.USAGE;
        }
        return show(graded.get(), quiet, terminal, names);
    }

    /** Grades once; empty, said on stderr, when the paths or the config cannot be graded. */
    private Optional<CheckService.Result> gradeOnce(CheckService service, CheckRequest request,
            CompletableFuture<List<CheckInfo>> selected, CheckProgress progress)
            throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        CheckService.Result result;
        try {
            result = service.check(request, selected, progress);
        } catch (SubmissionException | PolicyFormatException e) {
            err.println(TerminalText.escape("grader: " + e.getMessage()));
            err.flush();
            return Optional.empty();
        }
        if (result.report().checks().isEmpty()) {
            err.println("grader: no check matches --only " + request.only().orElse("") + " (see --list-checks)");
            err.flush();
            return Optional.empty();
        }
        return Optional.of(result);
    }

    /** Prints the console report, writes the report files, and returns the exit status of the grading. */
    private int show(CheckService.Result result, boolean quiet, boolean terminal, SourcePaths names)
            throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (verbose && !result.childOutput().isEmpty()) {
            err.println("grader: what the child JVMs printed (capped, never parsed):");
            err.println(TerminalText.escapeKeepingLines(result.childOutput()));
        }
        boolean color = ConsoleColor.enabled(noColor, System.getenv(), terminal);
        new ConsoleReportWriter(out, color, quiet, everyCheck).write(result.report());
        if (githubAnnotations || "true".equals(System.getenv("GITHUB_ACTIONS"))) {
            WorkflowCommandWriter.write(result.report(), names, out);
        }
        Map<Path, Function<Report, String>> files = new LinkedHashMap<>();
        files.put(json, JsonReportWriter::format);
        files.put(gradescope, GradescopeWriter::format);
        files.put(junitXml, JUnitXmlWriter::format);
        files.put(markdown, MarkdownWriter::format);
        files.put(classroomResult, ClassroomResultWriter::format);
        files.put(html, report -> HtmlReportWriter.format(report, result.sources()));
        if (sarif != null) { // the explanations are read only for the SARIF log's rules
            Explanations explanations = Explanations.load();
            files.put(sarif, report -> SarifWriter.format(report, explanations::helpText, names));
        }
        files.remove(null);
        for (Map.Entry<Path, Function<Report, String>> file : files.entrySet()) {
            try {
                AtomicFiles.writeString(file.getKey(), file.getValue().apply(result.report()));
            } catch (IOException e) {
                err.println("grader: cannot write the report to " + file.getKey() + ": " + e);
                return ExitCodes.USAGE;
            }
        }
        String stepSummary = System.getenv("GITHUB_STEP_SUMMARY");
        if (stepSummary != null && !stepSummary.isBlank() && !Path.of(stepSummary).equals(markdown)) {
            try {
                Files.writeString(Path.of(stepSummary), MarkdownWriter.format(result.report()),
                        StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                err.println("grader: cannot append the summary to $GITHUB_STEP_SUMMARY (" + stepSummary + "): " + e);
            }
        }
        if (timings) {
            CheckService.Timings t = result.timings();
            out.printf(Locale.ROOT, "timings: compile %d ms, child start %d ms (%d child JVMs), checks %d ms, "
                    + "fix search %d ms, style %d ms (beside the checks; waited %d ms for it after them), "
                    + "total %d ms%n",
                    t.compileMs(), t.childStartMs(), t.children(), t.checksMs(), t.fixSearchMs(), t.styleMs(),
                    t.styleWaitMs(), t.totalMs());
        }
        if (result.ungradable().isPresent()) {
            err.println(TerminalText.escape("grader: nothing to grade: " + result.ungradable().get()));
            return ExitCodes.USAGE;
        }
        return result.report().allPassed() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    /** Returns the other version of the assignment the submission clearly follows, when none was chosen. */
    private static Optional<Assignment> otherVersion(CheckRequest request) throws IOException {
        try {
            // a clone of CS 61B's skeleton with hw3's Board beside hw4's is CS 61B's, not a usage error
            return AssignmentGuess.otherThanDefault(SourceLocator.locate(request.paths(),
                    Assignment.BERKELEY_CS61B.sourcePackage()));
        } catch (SubmissionException e) {
            return Optional.empty(); // grading says what is wrong with the paths
        }
    }
}
