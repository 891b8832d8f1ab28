package npuzzle.reference.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.reference.Board;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code reference show}: prints each board and its facts as the course's {@code Board.main} does. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Print each board, its Hamming and Manhattan distances, whether it is the goal and"
                + " solvable, and its neighbors, as the course's Board.main prints them.")
final class ShowCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Print the facts as a JSON array, one object per file.")
    private boolean json;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Puzzle files.")
    private List<Path> files;

    /** The facts of one board as {@code show --json} prints them. */
    record Shown(String file, int n, int[][] tiles, int hamming, int manhattan, boolean goal, boolean solvable,
            List<int[][]> neighbors) {
        static Shown of(String file, Board board) {
            List<int[][]> neighbors = new ArrayList<>();
            for (Board neighbor : board.neighbors()) {
                neighbors.add(neighbor.toArray());
            }
            return new Shown(file, board.size(), board.toArray(), board.hamming(), board.manhattan(),
                    board.isGoal(), board.isSolvable(), neighbors);
        }
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        int exit = ExitCodes.OK;
        List<Shown> shown = new ArrayList<>();
        for (Path file : files) {
            Optional<Board> board = PuzzleInput.read(file, err);
            if (board.isEmpty()) {
                exit = ExitCodes.USAGE;
            } else if (json) {
                shown.add(Shown.of(PuzzleInput.name(file), board.get()));
            } else {
                print(out, board.get());
            }
        }
        if (json) {
            out.println(CliJson.GSON.toJson(shown));
        }
        return exit;
    }

    /** Prints what the course's {@code Board.main} prints for {@code board}. */
    static void print(PrintWriter out, Board board) {
        out.println("The board (" + board.size() + "-puzzle):");
        out.println(board);
        out.println("Hamming = " + board.hamming() + ", Manhattan = " + board.manhattan() + ", Goal? "
                + board.isGoal() + ", Solvable? " + board.isSolvable());
        out.println("Neighboring boards:");
        for (Board neighbor : board.neighbors()) {
            out.println(neighbor);
            out.println(SolveCommand.SEPARATOR);
        }
    }
}
