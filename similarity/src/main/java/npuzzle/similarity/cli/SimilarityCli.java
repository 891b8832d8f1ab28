package npuzzle.similarity.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.similarity.InputException;
import npuzzle.similarity.Outcome;
import npuzzle.similarity.Request;
import npuzzle.similarity.Similarity;
import npuzzle.similarity.Skipped;
import npuzzle.similarity.report.CsvWriter;
import npuzzle.similarity.report.HtmlWriter;
import npuzzle.similarity.report.JsonWriter;
import npuzzle.similarity.report.OutputFolder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code npuzzle-similarity CLASS_DIR [--against KNOWN_DIR...] [--base STARTER_DIR] --out OUT}: which submissions of
 * a class share code, with each other and with known solutions. One command, so no subcommands.
 */
@Command(name = "npuzzle-similarity", mixinStandardHelpOptions = true, version = "npuzzle-similarity (JPlag 4.3.0)",
        description = {"Compares the Board.java and Solver.java of every pair of submissions in CLASS_DIR (folders,",
            "archives, Canvas, Moodle and Gradescope exports, GitHub Classroom clones; or one archive of them all),",
            "and each with every known solution under --against (never known ones with each other), the starter",
            "code (--base) left out. Writes OUT/pairs.csv, OUT/pairs.json and OUT/index.html (with a side-by-side",
            "page per listed pair under OUT/pairs/).",
            "Exit status: 0 written, 2 usage error or an input that cannot be read, 3 internal error.",
            "This program is free software under the GNU GPL 3.0 (it is built on JPlag); see its LICENSE."})
public final class SimilarityCli implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "CLASS_DIR", description = "the class: one entry per submission")
    private Path classRoot;

    @Option(names = "--against", paramLabel = "KNOWN_DIR", arity = "1..*", description = "folders (or archives) of "
            + "known solutions: last terms' submissions, public ones; compared with the class only")
    private List<Path> known = new ArrayList<>();

    @Option(names = "--base", paramLabel = "STARTER_DIR", description = "the starter code handed out: its code never "
            + "counts as shared")
    private Path base;

    @Option(names = "--out", paramLabel = "OUT", description = "where the results go (default: CLASS_DIR-similarity)")
    private Path out;

    @Option(names = "--min-tokens", paramLabel = "N", description = "the shortest run of tokens that counts as "
            + "shared (default: ${DEFAULT-VALUE}, chosen from the measured quality table in the README)")
    private int minimumTokenMatch = Request.DEFAULT_MINIMUM_TOKEN_MATCH;

    @Option(names = "--threads", paramLabel = "N", description = "comparisons at once (default: the cores)")
    private Integer threads;

    @Option(names = "--verbose", description = "print the stack trace of an internal error")
    private boolean verbose;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /** Runs the command line and returns its exit code; what tests call. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new SimilarityCli()).setOut(out).setErr(err)
                .setExecutionExceptionHandler((e, command, parsed) -> {
                    command.getErr().println(ConsoleText.escape("npuzzle-similarity: internal error: " + e));
                    if (parsed.hasMatchedOption("--verbose")) {
                        e.printStackTrace(command.getErr());
                    }
                    return ExitCodes.INTERNAL;
                });
        line.getCommandSpec().exitCodeOnInvalidInput(ExitCodes.USAGE);
        int status = line.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter err = spec.commandLine().getErr();
        int parallel = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (parallel < 1 || minimumTokenMatch < 1) {
            err.println("npuzzle-similarity: --threads and --min-tokens must be at least 1");
            return ExitCodes.USAGE;
        }
        Path output = out != null ? out : classRoot.toAbsolutePath().normalize().resolveSibling(
                classRoot.toAbsolutePath().normalize().getFileName() + "-similarity");
        Request request = new Request(classRoot, known, Optional.ofNullable(base), output, minimumTokenMatch,
                parallel);
        long started = System.nanoTime();
        ProgressLine progress = new ProgressLine(err, System.console() != null, System::nanoTime);
        Outcome outcome;
        try {
            Files.createDirectories(output);
            outcome = Similarity.run(request, progress);
        } catch (InputException e) {
            progress.close();
            err.println(ConsoleText.escape("npuzzle-similarity: " + e.getMessage()));
            return ExitCodes.USAGE;
        } finally {
            progress.close();
        }
        OutputFolder.clearPairPages(output);
        OutputFolder.write(output.resolve("pairs.csv"), CsvWriter.format(outcome));
        OutputFolder.write(output.resolve("pairs.json"), JsonWriter.format(outcome));
        HtmlWriter.write(outcome, output);
        for (Skipped skipped : outcome.skipped()) {
            err.println(ConsoleText.escape("npuzzle-similarity: left out " + skipped.id() + ": " + skipped.reason()));
        }
        long above = outcome.pairs().stream().filter(pair -> pair.similarity() >= Request.FLOOR).count();
        spec.commandLine().getOut().println(ConsoleText.escape(String.format(Locale.ROOT, "compared %,d pairs of "
                + "%d submissions in %.1f s: %d at least %.0f%% similar, %d clusters, %d left out; results: %s",
                outcome.comparisons(), outcome.submissions().size(), (System.nanoTime() - started) / 1e9, above,
                Request.FLOOR, outcome.clusters().size(), outcome.skipped().size(),
                output.resolve(HtmlWriter.INDEX))));
        return ExitCodes.OK;
    }
}
