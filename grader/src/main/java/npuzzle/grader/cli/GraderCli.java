package npuzzle.grader.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import npuzzle.grader.report.TerminalText;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code grader} command: grades n-puzzle submissions. It needs a subcommand. */
@Command(name = "grader", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        subcommands = {CheckCommand.class, BatchCommand.class, MergeCommand.class, InitCommand.class,
            ExplainCommand.class},
        description = "Grades n-puzzle (Board and Solver) submissions.")
public final class GraderCli implements Callable<Integer> {
    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        return run(out, err, args);
    }

    /** Runs the command line and returns its exit code; what tests call. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new GraderCli()).setOut(out).setErr(err)
                .setExecutionExceptionHandler((e, command, parsed) -> {
                    command.getErr().println(TerminalText.escape("grader: internal error: " + e));
                    if (command.getParseResult().hasMatchedOption("--verbose")) {
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
    public Integer call() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing required subcommand: check");
    }
}
