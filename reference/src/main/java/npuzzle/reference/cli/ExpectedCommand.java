package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.reference.Board;
import npuzzle.reference.DataSetFacts;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import npuzzle.reference.optimal.OptimalSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code reference expected}: computes the facts of every puzzle file of a folder into its expected.json. */
@Command(name = "expected", mixinStandardHelpOptions = true,
        description = {"Compute n, tiles, hamming, manhattan, solvable and the optimal moves of every puzzle file"
                + " in DIR and write DIR/expected.json. Moves come from the breadth-first table (n <= 3) or the"
                + " optimal solver; a board the solver gives up on takes the moves its course name states"
                + " (puzzleNN.txt, hardNN.txt), else none. Prints where each number came from."})
final class ExpectedCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "300",
            description = "Give up the optimal solver after this long per board (default: ${DEFAULT-VALUE}).")
    private long timeLimitSeconds;

    @Parameters(paramLabel = "DIR", description = "Data folder.")
    private Path folder;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(folder)) {
            err.println(folder + ": not a folder");
            return ExitCodes.USAGE;
        }
        if (timeLimitSeconds < 1) {
            err.println("--time-limit must be at least 1 second, was " + timeLimitSeconds);
            return ExitCodes.USAGE;
        }
        OptimalSolver solver = OptimalSolver.create(OptimalSolver.defaultCacheDirectory(),
                OptimalSolver.DEFAULT_NODE_LIMIT, Duration.ofSeconds(timeLimitSeconds));
        DataSetFacts calculator = new DataSetFacts(solver);
        List<PuzzleFacts> facts = new ArrayList<>();
        boolean badFile = false;
        for (Path file : DataSetFacts.puzzleFiles(folder)) {
            Optional<Board> board = PuzzleInput.read(file, err);
            if (board.isEmpty()) {
                badFile = true;
                continue;
            }
            DataSetFacts.Computed computed;
            try {
                computed = calculator.compute(PuzzleInput.name(file), board.get());
            } catch (IllegalStateException e) {
                err.println(e.getMessage());
                err.println("reference expected: not written, the solver contradicts a course file name");
                return ExitCodes.FAILED;
            }
            out.println(PuzzleInput.name(file) + ": moves " + computed.facts().moves() + " from " + computed.source());
            out.flush();
            facts.add(computed.facts());
        }
        if (badFile) {
            err.println("reference expected: not written, fix the files above first");
            return ExitCodes.USAGE;
        }
        Path expected = folder.resolve(DataSetFacts.EXPECTED_FILE);
        ExpectedFile.write(expected, facts);
        out.println("wrote " + expected + " (" + facts.size() + " puzzles)");
        return ExitCodes.OK;
    }
}
