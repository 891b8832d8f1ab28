package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.optimal.OptimalSolver;
import npuzzle.reference.optimal.SearchBudgetException;
import npuzzle.reference.play.Advisor;
import npuzzle.reference.play.Controls;
import npuzzle.reference.play.Game;
import npuzzle.reference.play.GameView;
import npuzzle.reference.play.Glyphs;
import npuzzle.reference.play.NoTerminalException;
import npuzzle.reference.play.Palette;
import npuzzle.reference.play.PlayScreen;
import npuzzle.reference.play.Puzzle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code reference play}: the puzzle as a full-screen terminal game, with hints and an animated optimal solve. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play the puzzle in the terminal: the board from FILE, or a random solvable one.",
            "Arrow keys (and WASD, HJKL) slide the tile on the other side of the blank into it; s solves (an"
                + " animated optimal solution, any key stops it), h hints, u undoes, r restarts, n brings a new"
                + " board, q quits. Colours are off when NO_COLOR is set.",
            "Exit code 2 without an interactive terminal (use solve --animate there), 130 after Ctrl-C."})
final class PlayCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1", description = "A puzzle file (default: a random board).")
    private Path file;

    @Option(names = "--n", paramLabel = "N", description = "Side of the random boards (default: 3).")
    private Integer n;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the random boards (default: drawn, shown).")
    private Long seed;

    @Option(names = "--moves", paramLabel = "D",
            description = "Random boards exactly D moves from the goal (checked by the optimal solver).")
    private Integer moves;

    @Option(names = "--invert", description = "Arrow keys move the blank, not a tile.")
    private boolean invert;

    @Option(names = "--pace", paramLabel = "MS", defaultValue = "350",
            description = "Milliseconds between the slides of an animated solve (default: ${DEFAULT-VALUE}).")
    private long paceMillis;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = spec.commandLine().getErr();
        String problem = usageProblem();
        if (problem != null) {
            err.println("reference play: " + problem);
            return ExitCodes.USAGE;
        }
        Optional<Board> fromFile = Optional.empty();
        if (file != null) {
            fromFile = PuzzleInput.read(file, err);
            if (fromFile.isEmpty()) {
                return ExitCodes.USAGE;
            }
        }
        PlayScreen screen;
        try {
            screen = PlayScreen.open();
        } catch (NoTerminalException e) {
            err.println("reference play needs an interactive terminal: " + e.getMessage()
                    + ". To print a solution as frames instead, use: reference solve --animate FILE");
            return ExitCodes.USAGE;
        }
        try (screen) {
            int side = fromFile.map(Board::size).orElse(n == null ? 3 : n);
            OptimalSolver solver = OptimalSolver.standard();
            Supplier<Puzzle> random = randomPuzzles(side, solver);
            Puzzle first;
            try {
                first = fromFile.map(board -> new Puzzle(board, PuzzleInput.name(file))).orElseGet(random);
            } catch (IllegalArgumentException | SearchBudgetException e) {
                err.println("reference play: " + e.getMessage());
                return ExitCodes.USAGE;
            }
            Controls controls = new Controls(invert);
            Game game = new Game(first, random, Advisor.inBackground(solver, side), controls);
            Palette palette = screen.hasColours() ? Palette.fromEnvironment(System.getenv()) : Palette.PLAIN;
            GameView view = new GameView(Glyphs.forCharset(screen.encoding()), palette);
            PlayScreen.Exit exit = screen.run(game, view, Duration.ofMillis(paceMillis));
            return exit == PlayScreen.Exit.QUIT ? ExitCodes.OK : ExitCodes.INTERRUPTED;
        }
    }

    private String usageProblem() {
        if (file != null && (n != null || moves != null)) {
            return "give a FILE or --n/--moves for random boards, not both";
        }
        if (n != null && n < 2) {
            return "--n must be at least 2, was " + n;
        }
        if (moves != null && moves < 0) {
            return "--moves must not be negative, was " + moves;
        }
        if (paceMillis < 1) {
            return "--pace must be at least 1 ms, was " + paceMillis;
        }
        return null;
    }

    /** Returns the source of random boards: uniform solvable ones, or exactly {@code moves} from the goal. */
    private Supplier<Puzzle> randomPuzzles(int side, OptimalSolver solver) {
        long used = seed != null ? seed : ThreadLocalRandom.current().nextInt(1, 1_000_000);
        PuzzleGenerator generator = new PuzzleGenerator(used);
        int[] count = {0};
        return () -> {
            Board board = moves == null ? generator.randomSolvable(side)
                    : generator.atDepth(side, moves, 1, solver).get(0);
            count[0]++;
            return new Puzzle(board, "random board " + count[0] + (moves == null ? "" : " at " + moves + " moves")
                    + ", seed " + used);
        };
    }
}
