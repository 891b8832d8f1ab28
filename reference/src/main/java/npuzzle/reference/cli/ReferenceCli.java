package npuzzle.reference.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** The {@code reference} command: the reference n-puzzle implementation on puzzle files. */
@Command(name = "reference", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "The reference n-puzzle: show, solve, generate and verify puzzle files, or play one.",
        footer = {"", "Exit codes: 0 ok, 1 unsolvable or failed, 2 bad usage or bad file (or play without a terminal),"
                + " 3 internal error, 130 play left with Ctrl-C."},
        subcommands = {
            ShowCommand.class,
            SolveCommand.class,
            GenerateCommand.class,
            ExpectedCommand.class,
            VerifyCommand.class,
            BenchCommand.class,
            PlayCommand.class,
        })
public final class ReferenceCli implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--verbose", scope = ScopeType.INHERIT, description = "Print stack traces of internal errors.")
    private boolean verbose;

    /** Runs the command line and exits with its exit code. */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        return run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args);
    }

    /** Runs the command line with {@code args}, printing to {@code out} and {@code err}; returns the exit code. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        ReferenceCli top = new ReferenceCli();
        CommandLine commandLine = new CommandLine(top)
                .setOut(out)
                .setErr(err)
                .setExecutionExceptionHandler((exception, command, parseResult) -> {
                    command.getErr().println("reference: internal error: " + exception);
                    if (top.verbose) {
                        exception.printStackTrace(command.getErr());
                    }
                    return ExitCodes.INTERNAL;
                });
        try {
            return commandLine.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand");
    }
}
