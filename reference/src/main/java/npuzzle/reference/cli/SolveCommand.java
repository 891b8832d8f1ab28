package npuzzle.reference.cli;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.reference.Board;
import npuzzle.reference.SearchLimitException;
import npuzzle.reference.SolveLimits;
import npuzzle.reference.Solver;
import npuzzle.reference.optimal.OptimalSolution;
import npuzzle.reference.optimal.OptimalSolver;
import npuzzle.reference.optimal.SearchBudgetException;
import npuzzle.reference.play.Glyphs;
import npuzzle.reference.play.SolutionFrames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code reference solve}: prints a shortest solution of each board as the course's {@code Solver.main} does. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Print the minimum number of moves and the boards of a shortest solution, as the course's"
                + " Solver.main prints them, using the assignment's A* (or the optimal solver with --optimal).")
final class SolveCommand implements Callable<Integer> {
    static final String SEPARATOR = "----------";
    /** Moves the cursor to the top left corner and clears the screen (ANSI). */
    static final String CLEAR_SCREEN = "\u001b[H\u001b[2J";

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Print the results as a JSON array, one object per file.")
    private boolean json;

    @Option(names = "--optimal",
            description = "Use the optimal solver (breadth-first table, IDA* with pattern databases) instead of A*.")
    private boolean optimal;

    @Option(names = "--max-nodes", paramLabel = "N",
            description = "Give up after N search nodes (default for A*: what fits in the heap, at most "
                    + Solver.DEFAULT_NODE_LIMIT + "; for --optimal: " + OptimalSolver.DEFAULT_NODE_LIMIT + ").")
    private Long maxNodes;

    @Option(names = "--animate",
            description = "Print the solution as successive frames (each after a clear-screen code), --pace ms"
                    + " apart, for a terminal no one types into or a recording.")
    private boolean animate;

    @Option(names = "--pace", paramLabel = "MS", defaultValue = "400",
            description = "With --animate: milliseconds between frames, 0 for none (default: ${DEFAULT-VALUE}).")
    private long paceMillis;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Puzzle files.")
    private List<Path> files;

    /** The result for one board as {@code solve --json} prints it; {@code solution} excludes the initial board. */
    record Solved(String file, int n, int[][] tiles, boolean solvable, Integer moves, List<int[][]> solution,
            String method, Long nodes, String problem) {
    }

    @Override
    public Integer call() throws InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (maxNodes != null && maxNodes < 1) {
            err.println("--max-nodes must be at least 1, was " + maxNodes);
            return ExitCodes.USAGE;
        }
        if (animate && json) {
            err.println("--animate prints frames, --json prints data: choose one");
            return ExitCodes.USAGE;
        }
        if (paceMillis < 0) {
            err.println("--pace must not be negative, was " + paceMillis);
            return ExitCodes.USAGE;
        }
        int exit = ExitCodes.OK;
        List<Solved> results = new ArrayList<>();
        for (Path file : files) {
            Optional<Board> board = PuzzleInput.read(file, err);
            if (board.isEmpty()) {
                exit = Math.max(exit, ExitCodes.USAGE);
                continue;
            }
            Solved solved = solve(PuzzleInput.name(file), board.get());
            if (solved.moves() == null) {
                exit = Math.max(exit, ExitCodes.FAILED);
            }
            if (json) {
                results.add(solved);
            } else if (solved.problem() != null) {
                err.println(file + ": " + solved.problem());
            } else if (animate && solved.solvable()) {
                animate(out, board.get(), solved);
            } else {
                print(out, board.get(), solved);
            }
        }
        if (json) {
            out.println(CliJson.GSON.toJson(results));
        }
        return exit;
    }

    private Solved solve(String file, Board board) {
        if (!board.isSolvable()) {
            return new Solved(file, board.size(), board.toArray(), false, null, null, null, null, null);
        }
        if (optimal) {
            return solveOptimally(file, board);
        }
        long limit = maxNodes != null ? maxNodes : SolveLimits.aStarNodes(board.size());
        try {
            Solver solver = new Solver(board, limit);
            List<int[][]> solution = new ArrayList<>();
            for (Board step : solver.solution()) {
                solution.add(step.toArray());
            }
            return new Solved(file, board.size(), board.toArray(), true, solver.moves(), solution, "astar",
                    solver.nodesCreated(), null);
        } catch (SearchLimitException e) {
            return new Solved(file, board.size(), board.toArray(), true, null, null, "astar", null, e.getMessage());
        }
    }

    private Solved solveOptimally(String file, Board board) {
        OptimalSolver solver = maxNodes == null ? OptimalSolver.standard()
                : OptimalSolver.create(OptimalSolver.defaultCacheDirectory(), maxNodes, OptimalSolver.DEFAULT_TIME_LIMIT);
        try {
            OptimalSolution solution = solver.solve(board);
            List<int[][]> path = new ArrayList<>();
            for (Board step : solution.path()) {
                path.add(step.toArray());
            }
            return new Solved(file, board.size(), board.toArray(), true, solution.moves(), path, "optimal",
                    solution.nodesGenerated(), null);
        } catch (SearchBudgetException e) {
            return new Solved(file, board.size(), board.toArray(), true, null, null, "optimal", null, e.getMessage());
        }
    }

    /** Prints the solution as frames, each after the codes that move the cursor home and clear the screen. */
    private void animate(PrintWriter out, Board board, Solved solved) throws InterruptedException {
        List<Board> path = new ArrayList<>();
        for (int[][] step : solved.solution()) {
            path.add(new Board(step));
        }
        List<String> frames = SolutionFrames.of(solved.file(), board, path, Glyphs.forCharset(outputCharset()));
        for (int k = 0; k < frames.size(); k++) {
            if (k > 0 && paceMillis > 0) {
                Thread.sleep(paceMillis);
            }
            out.print(CLEAR_SCREEN);
            out.println(frames.get(k));
            out.flush();
        }
    }

    /** Returns the charset of the terminal or file standard output goes to, as the JDK knows it. */
    private static Charset outputCharset() {
        String name = System.getProperty("stdout.encoding", System.getProperty("native.encoding", "US-ASCII"));
        try {
            return Charset.forName(name);
        } catch (IllegalArgumentException e) {
            return StandardCharsets.US_ASCII;
        }
    }

    /** Prints what the course's {@code Solver.main} prints. */
    private static void print(PrintWriter out, Board board, Solved solved) {
        if (!solved.solvable()) {
            out.println("Unsolvable puzzle");
            return;
        }
        out.println("Solution (" + solved.moves() + " moves):");
        out.println(board);
        out.println(SEPARATOR);
        for (int[][] step : solved.solution()) {
            out.println(new Board(step));
            out.println(SEPARATOR);
        }
    }
}
