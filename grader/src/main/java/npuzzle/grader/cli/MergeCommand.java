package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import npuzzle.grader.batch.BatchManifest;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.ClassResults;
import npuzzle.grader.batch.ShardMerge;
import npuzzle.grader.report.TerminalText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader merge OUT SHARD_OUT...}: joins the outputs of {@code grader batch --shard} runs. */
@Command(name = "merge", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Joins the outputs of grader batch --shard i/N into OUT, as one batch of the whole class",
            "would have written them. Refuses shards graded with other grader versions, seeds, configs or checks,",
            "and names every submission that no shard graded or two did.",
            "Exit status: 0 merged and every submission graded, 1 merged but some could not be graded, 2 refused."})
final class MergeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OUT", description = "the folder to write the class's output into")
    private Path output;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "SHARD_OUT", description = "the shards' --out folders")
    private List<Path> shards = new ArrayList<>();

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        BatchManifest merged;
        try {
            merged = ShardMerge.merge(shards, output);
        } catch (ShardMerge.MergeException e) {
            err.println(TerminalText.escape("grader: " + e.getMessage()));
            return ExitCodes.USAGE;
        }
        long notGraded = merged.outcomes().stream().filter(e -> e.state() == BatchOutcome.State.NOT_GRADED).count();
        spec.commandLine().getOut().println("merged " + shards.size() + " shards: " + merged.outcomes().size()
                + " submissions (" + notGraded + " not graded) into " + output + "; gradebook: "
                + output.resolve(ClassResults.CSV));
        return notGraded == 0 ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
