package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import npuzzle.reference.DataSetVerifier;
import npuzzle.reference.IndependentMoves;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code reference verify}: recomputes every fact of a data folder and fails on any difference. */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Recompute every fact of every puzzle file in DIR and compare it with DIR/expected.json;"
                + " print one line per mismatch (file: field: expected X, actual Y) and exit 1 if there is any.",
            "Optimal moves are re-verified by a method other than the one that generated them: the assignment's"
                + " A* (n <= 3 and easy boards) and IDA* with linear conflict (4x4, 5x5) within a node budget."})
final class VerifyCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--full", description = "Re-verify every board, however long it takes.")
    private boolean full;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "Node budget per board of the independent method (default: ${DEFAULT-VALUE}).")
    private long maxNodes = IndependentMoves.DEFAULT_NODE_BUDGET;

    @Parameters(paramLabel = "DIR", description = "Data folder with expected.json.")
    private Path folder;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(folder)) {
            err.println(folder + ": not a folder");
            return ExitCodes.USAGE;
        }
        if (maxNodes < 1) {
            err.println("--max-nodes must be at least 1, was " + maxNodes);
            return ExitCodes.USAGE;
        }
        IndependentMoves moves = full ? IndependentMoves.unlimited() : new IndependentMoves(maxNodes);
        DataSetVerifier.Report report;
        try {
            report = new DataSetVerifier(moves).verify(folder);
        } catch (IOException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        report.mismatches().forEach(err::println);
        for (DataSetVerifier.Unverified file : report.notReverified()) {
            out.println("not re-verified: " + file);
        }
        out.println(summary(report));
        return report.mismatches().isEmpty() ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private static String summary(DataSetVerifier.Report report) {
        return (report.mismatches().isEmpty() ? "verified " : "FAILED: " + report.mismatches().size()
                + " mismatches in ") + report.files() + " files; optimal moves re-verified for "
                + report.movesVerified() + ", not re-verified (too hard for the independent method) for "
                + report.notReverified().size() + ", unknown (Board-only boards) for " + report.movesUnknown().size();
    }
}
