package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFile;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.optimal.OptimalSolver;
import npuzzle.reference.optimal.SearchBudgetException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code reference generate}: writes seeded random puzzle files in the course's format. */
@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Write seeded random puzzle files: uniform random solvable boards (the default), boards"
                + " whose optimal solution has exactly D moves (--moves), random walks from the goal (--walk) or"
                + " unsolvable boards (--unsolvable).",
            "Files are named puzzleNxN-DD-K.txt, puzzleNxN-walkLL-K.txt, puzzleNxN-randomK.txt and"
                + " puzzleNxN-unsolvableK.txt, K the first index free in the folder; existing files are kept."})
final class GenerateCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--n", required = true, paramLabel = "N", description = "Board side, at least 2.")
    private int n;

    @Option(names = "--count", paramLabel = "K",
            description = "Boards to write (for --moves: per number of moves; default: 1).")
    private Integer requestedCount;

    private int count;

    @Option(names = "--seed", required = true, paramLabel = "S", description = "Seed of the random generator.")
    private long seed;

    @ArgGroup(exclusive = true)
    private Mode mode = new Mode();

    @Option(names = "--all", description = "With --moves and N = 2 or 3: write every board at each depth.")
    private boolean all;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Folder to write the files to.")
    private Path out;

    static final class Mode {
        @Option(names = "--moves", paramLabel = "D", converter = Depths.class,
                description = "Exact optimal moves: 7, 0,2,4, 0..31 or 0..50:2 (checked by the optimal solver).")
        List<Integer> depths;

        @Option(names = "--walk", paramLabel = "L", description = "Random walks of L slides from the goal.")
        Integer steps;

        @Option(names = "--unsolvable", description = "Uniform random unsolvable boards.")
        boolean unsolvable;
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        count = requestedCount == null ? 1 : requestedCount;
        String problem = usageProblem();
        if (problem != null) {
            err.println("reference generate: " + problem);
            return ExitCodes.USAGE;
        }
        PuzzleGenerator generator = new PuzzleGenerator(seed);
        try {
            if (mode.depths != null) {
                writeAtDepths(generator, out);
            } else {
                for (int k = 0; k < count; k++) {
                    write(out, nextFile(), nextBoard(generator), null);
                }
            }
        } catch (IllegalArgumentException | SearchBudgetException e) {
            err.println("reference generate: " + e.getMessage());
            return ExitCodes.FAILED;
        }
        return ExitCodes.OK;
    }

    private String usageProblem() {
        if (n < 2) {
            return "--n must be at least 2, was " + n;
        }
        if (count < 1) {
            return "--count must be at least 1, was " + count;
        }
        if (mode.steps != null && mode.steps < 0) {
            return "--walk must not be negative, was " + mode.steps;
        }
        if (all && (mode.depths == null || n > 3)) {
            return "--all needs --moves and --n 2 or 3";
        }
        if (all && requestedCount != null) {
            return "--all writes every board at each depth; leave out --count";
        }
        return null;
    }

    private void writeAtDepths(PuzzleGenerator generator, PrintWriter out) throws IOException {
        OptimalSolver solver = OptimalSolver.standard();
        for (int depth : mode.depths) {
            List<Board> boards = all ? PuzzleGenerator.allAtDepth(n, depth) : generator.atDepth(n, depth, count, solver);
            for (Board board : boards) {
                write(out, DataFileNames.atDepth(this.out, n, depth), board, depth);
            }
        }
    }

    private Path nextFile() {
        if (mode.unsolvable) {
            return DataFileNames.unsolvable(out, n);
        }
        return mode.steps != null ? DataFileNames.walk(out, n, mode.steps) : DataFileNames.random(out, n);
    }

    private Board nextBoard(PuzzleGenerator generator) {
        if (mode.unsolvable) {
            return generator.randomUnsolvable(n);
        }
        return mode.steps != null ? generator.randomWalk(n, mode.steps) : generator.randomSolvable(n);
    }

    private static void write(PrintWriter out, Path file, Board board, Integer moves) throws IOException {
        PuzzleFile.write(file, board);
        out.println("wrote " + file + (moves == null ? "" : " (" + moves + " moves)"));
    }
}
