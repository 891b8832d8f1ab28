package npuzzle.grader.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.compile.SubmissionException;
import npuzzle.grader.report.ConsoleColor;
import npuzzle.grader.report.ConsoleReportWriter;
import npuzzle.grader.report.GradescopeWriter;
import npuzzle.grader.report.JUnitXmlWriter;
import npuzzle.grader.report.JsonReportWriter;
import npuzzle.grader.report.MarkdownWriter;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.reference.AtomicFiles;
import npuzzle.grader.scan.PolicyFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader check [PATH...]}: grades one submission and prints the report. */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"Compiles Board.java and Solver.java found under the paths and runs every check on them.",
            "Exit status: 0 every check passed, 1 a check did not pass, 2 usage error or nothing gradable."})
final class CheckCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PATH", arity = "0..*", description = "folders or .java files (default: .)")
    private List<Path> paths = new ArrayList<>();

    @Option(names = "--json", paramLabel = "FILE", description = "also write the report as JSON to FILE")
    private Path json;

    @Option(names = "--gradescope", paramLabel = "FILE", description = "also write Gradescope's results.json to FILE")
    private Path gradescope;

    @Option(names = "--junit-xml", paramLabel = "FILE", description = "also write the checks as JUnit XML to FILE")
    private Path junitXml;

    @Option(names = "--markdown", paramLabel = "FILE",
            description = "also write a Markdown summary to FILE (e.g. $GITHUB_STEP_SUMMARY)")
    private Path markdown;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the random boards (default: the config's, or 1)")
    private Long seed;

    @Option(names = "--config", paramLabel = "FILE", description = "the grading config (JSON; see the README)")
    private Path config;

    @Option(names = "--classpath", paramLabel = "JARS",
            description = "the course jars, separated by '${sys:path.separator}' (default: a lib/ folder beside "
                    + "or above the sources)")
    private String classpath;

    @Option(names = "--quiet", description = "print only the summary and the score")
    private boolean quiet;

    @Option(names = "--no-color", description = "never colour the output (NO_COLOR works too)")
    private boolean noColor;

    @Option(names = "--only", paramLabel = "ID-GLOB", description = "run only the checks matching, e.g. 'board.*'")
    private String only;

    @Option(names = "--list-checks", description = "list the checks with their points, and exit")
    private boolean listChecks;

    @Option(names = "--java", paramLabel = "EXE", description = "the java that runs the checks (default: this one)")
    private Path java;

    @Option(names = "--timings", description = "print where the time went: compile, child start, checks")
    private boolean timings;

    @Option(names = "--verbose", description = "print a stack trace on an internal error, and the child JVMs' output")
    private boolean verbose;

    @Option(names = "--check-class", hidden = true, description = "run these check classes instead of the rubric")
    private List<String> checkClasses = new ArrayList<>();

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Rubric rubric = Rubric.load();
        CheckService service = new CheckService(rubric, Clock.systemUTC());
        GradingConfig settings = GradingConfig.DEFAULTS;
        if (config != null) {
            try {
                settings = GradingConfigReader.read(config);
            } catch (GradingConfigReader.ConfigException e) {
                err.println("grader: " + e.getMessage());
                return ExitCodes.USAGE;
            }
        }
        CheckRequest request = request(settings);
        // discovering the rubric's checks loads JUnit and every check class: let it overlap the compiler
        CompletableFuture<List<CheckInfo>> selected = CompletableFuture.supplyAsync(
                () -> service.selectedChecks(request));
        if (listChecks) {
            for (CheckInfo check : CheckService.await(selected)) {
                Rubric.Entry entry = settings.applyTo(rubric).entry(check.id());
                out.printf(Locale.ROOT, "%-36s %-12s %5.2f  %s%n", check.id(), check.category().wireName(),
                        entry.points(), check.name());
            }
            return ExitCodes.OK;
        }
        if (java != null && !Files.isExecutable(java)) {
            err.println("grader: --java " + java + ": not an executable file");
            return ExitCodes.USAGE;
        }
        CheckService.Result result;
        try {
            result = service.check(request, selected);
        } catch (SubmissionException | PolicyFormatException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (result.report().checks().isEmpty()) {
            err.println("grader: no check matches --only " + only + " (see --list-checks)");
            return ExitCodes.USAGE;
        }
        if (verbose && !result.childOutput().isEmpty()) {
            err.println("grader: what the child JVMs printed (capped, never parsed):");
            err.println(result.childOutput());
        }
        boolean color = ConsoleColor.enabled(noColor, System.getenv(), ConsoleColor.stdoutIsTerminal());
        new ConsoleReportWriter(out, color, quiet).write(result.report());
        Map<Path, Function<Report, String>> files = new LinkedHashMap<>();
        files.put(json, JsonReportWriter::format);
        files.put(gradescope, GradescopeWriter::format);
        files.put(junitXml, JUnitXmlWriter::format);
        files.put(markdown, MarkdownWriter::format);
        files.remove(null);
        for (Map.Entry<Path, Function<Report, String>> file : files.entrySet()) {
            try {
                AtomicFiles.writeString(file.getKey(), file.getValue().apply(result.report()));
            } catch (IOException e) {
                err.println("grader: cannot write the report to " + file.getKey() + ": " + e);
                return ExitCodes.USAGE;
            }
        }
        if (timings) {
            CheckService.Timings t = result.timings();
            out.printf(Locale.ROOT, "timings: compile %d ms, child start %d ms (%d child JVMs), checks %d ms, "
                    + "total %d ms%n", t.compileMs(), t.childStartMs(), t.children(), t.checksMs(), t.totalMs());
        }
        if (result.ungradable().isPresent()) {
            err.println("grader: nothing to grade: " + result.ungradable().get());
            return ExitCodes.USAGE;
        }
        return result.report().allPassed() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private CheckRequest request(GradingConfig settings) {
        List<Path> roots = paths.isEmpty() ? List.of(Path.of(".")) : paths;
        Optional<List<Path>> jars = Optional.ofNullable(classpath).map(text -> Arrays.stream(
                text.split(File.pathSeparator)).filter(part -> !part.isBlank())
                .map(part -> Path.of(part).toAbsolutePath()).toList());
        long chosenSeed = seed != null ? seed : settings.seed().orElse(1L);
        return new CheckRequest(roots, jars, chosenSeed, Optional.ofNullable(only), Optional.ofNullable(java),
                checkClasses, settings);
    }
}
