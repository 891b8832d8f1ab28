package npuzzle.reference;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import npuzzle.reference.optimal.OptimalSolver;
import npuzzle.reference.optimal.OptimalSolution;
import npuzzle.reference.optimal.SearchBudgetException;

/**
 * Computes the facts of the puzzle files of a data folder, the optimal moves by the fastest exact method: the
 * breadth-first table for n = 2 and 3, the optimal solver for larger n. A board too hard for the solver's budget
 * takes the moves its course file name states ({@code puzzle41.txt}, {@code hard80.txt}), or none.
 */
public final class DataSetFacts {
    /** The name of the facts file in a data folder. */
    public static final String EXPECTED_FILE = "expected.json";

    private static final Pattern COURSE_MOVES = Pattern.compile("(?:puzzle|hard)(\\d+)\\.txt");
    private static final Pattern UNIFORM_RANDOM = Pattern.compile("puzzle\\d+x\\d+-random\\d+\\.txt");

    private final OptimalSolver solver;

    /** Creates a calculator that solves boards of side 4 and more with {@code solver}. */
    public DataSetFacts(OptimalSolver solver) {
        this.solver = solver;
    }

    /** The facts of one file and where its moves came from, e.g. {@code "optimal solver"}. */
    public record Computed(PuzzleFacts facts, String source) {
    }

    /** Returns the puzzle files ({@code *.txt}) of {@code folder}, sorted by name. */
    public static List<Path> puzzleFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".txt") && Files.isRegularFile(file))
                    .sorted().toList();
        }
    }

    /** Returns the optimal moves a course file name states ({@code puzzle31.txt}: 31), if it states any. */
    public static OptionalInt courseMoves(String fileName) {
        Matcher matcher = COURSE_MOVES.matcher(fileName);
        return matcher.matches() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }

    /**
     * Returns the facts of {@code board}, read from the file {@code name}.
     *
     * @throws IllegalStateException if the solver's moves contradict the moves the course file name states
     */
    public Computed compute(String name, Board board) {
        if (!board.isSolvable()) {
            return new Computed(PuzzleFacts.of(name, board, null), "unsolvable");
        }
        if (board.size() >= 5 && UNIFORM_RANDOM.matcher(name).matches()) {
            return new Computed(PuzzleFacts.of(name, board, null), "not computed: uniform random board of side "
                    + board.size() + ", for Board checks only");
        }
        OptionalInt named = courseMoves(name);
        try {
            OptimalSolution solution = solver.solve(board);
            if (named.isPresent() && named.getAsInt() != solution.moves()) {
                throw new IllegalStateException(name + ": the optimal solver finds " + solution.moves()
                        + " moves, the course file name says " + named.getAsInt());
            }
            String method = board.size() <= 3 ? "breadth-first table" : "optimal solver";
            return new Computed(PuzzleFacts.of(name, board, solution.moves()),
                    String.format("%s (%,d nodes, %.1f s)", method, solution.nodesGenerated(), solution.nanos() / 1e9));
        } catch (SearchBudgetException e) {
            if (named.isPresent()) {
                return new Computed(PuzzleFacts.of(name, board, named.getAsInt()),
                        "course file name (the optimal solver gave up: " + e.getMessage() + ")");
            }
            return new Computed(PuzzleFacts.of(name, board, null), "unknown (the optimal solver gave up: "
                    + e.getMessage() + ")");
        }
    }
}
