package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SharedWork;
import npuzzle.reference.PuzzleFacts;

/**
 * Loads the classes a child grades into a {@link GradingContext}. With probing on, it first calls the student's
 * Board constructor on a 3x3 board; a constructor that does not finish within the probe's work limit gets its
 * constructors stubbed. The Solver is not probed: every search the checks run has its own work budget, and a stub
 * would reach the Solver's checks that do not depend on the search (solver.null).
 */
final class ContextBuilder {
    private static final String PROBE_FILE = "puzzle05.txt";

    private final ChildSpec spec;
    private final StudentClasses classes;
    private final List<PuzzleFacts> puzzles;
    private final SharedWork sharedWork;
    private final Map<String, String> studentStubs = new LinkedHashMap<>();

    ContextBuilder(ChildSpec spec, StudentClasses classes, List<PuzzleFacts> puzzles, SharedWork sharedWork) {
        this.spec = spec;
        this.classes = classes;
        this.puzzles = puzzles;
        this.sharedWork = sharedWork;
    }

    /** Returns why each stubbed class is stubbed, by binary name: the checks that construct one are timeouts. */
    Map<String, String> stubbed() {
        return Map.copyOf(studentStubs);
    }

    GradingContext build() throws IOException {
        Optional<PuzzleFacts> probe = puzzles.stream().filter(p -> p.file().equals(PROBE_FILE)).findFirst();
        if (spec.probe() && probe.isPresent()) {
            probe(probe.get());
        }
        return context();
    }

    private void probe(PuzzleFacts puzzle) throws IOException {
        GradingContext loaded = context();
        String input = puzzle.file() + " (" + puzzle.n() + "x" + puzzle.n() + ")";
        if (loaded.board().isPresent()) {
            Class<?> board = loaded.board().get();
            if (!ConstructorProbe.returns("board", () -> newBoard(board, puzzle))) {
                studentStubs.put(board.getName(), ConstructorProbe.reason("the Board constructor", input));
            }
        }
    }

    private static Object newBoard(Class<?> board, PuzzleFacts puzzle) throws ReflectiveOperationException {
        int[][] tiles = new int[puzzle.n()][];
        for (int row = 0; row < tiles.length; row++) {
            tiles[row] = puzzle.tiles()[row].clone();
        }
        return board.getConstructor(int[][].class).newInstance((Object) tiles);
    }

    private GradingContext context() throws IOException {
        Map<String, String> unavailable = new LinkedHashMap<>(spec.unavailable());
        // the Board's own checks use neither the Solver nor the reference Board: a run of only those (an edit of a
        // Board method the fix search tries, say) saves loading, relocating and linking them
        boolean boardChecksOnly = spec.checkIds().stream().allMatch(id -> id.startsWith("board."));
        // a class the parent withheld (the policy scan flagged it) is named in the spec but never loaded
        boolean boardRuns = spec.board().isPresent() && !unavailable.containsKey("Board");
        boolean solverRuns = spec.solver().isPresent() && !unavailable.containsKey("Solver") && !boardChecksOnly;
        ClassLoader student = classes.studentLoader(studentStubs);
        Optional<Class<?>> board = boardRuns ? StudentClasses.load(student, spec.boardClass(), "Board", unavailable)
                : Optional.empty();
        Optional<Class<?>> solver = Optional.empty();
        if (solverRuns && boardRuns) {
            solver = StudentClasses.load(student, spec.solverClass(), "Solver", unavailable);
        } else if (solverRuns) {
            unavailable.put("Solver", "Solver was not run on the student's Board: " + unavailable.get("Board"));
        }
        Optional<Class<?>> referenceBoard = Optional.empty();
        Optional<Class<?>> solverOnReference = Optional.empty();
        if (spec.board().isPresent() && !boardChecksOnly) {
            ReferenceBoardLoader reference = classes.referenceBoardLoader(spec.boardClass());
            referenceBoard = StudentClasses.load(reference, spec.boardClass(), "ReferenceBoard", unavailable);
            Optional<String> notJudged = solverRuns ? reference.notJudged(spec.solverClass()) : Optional.empty();
            notJudged.ifPresent(reason -> unavailable.put(GradingContext.NOT_JUDGED_ON_REFERENCE_BOARD, reason));
            if (solverRuns && notJudged.isEmpty()) {
                solverOnReference = StudentClasses.load(reference, spec.solverClass(), "Solver", unavailable);
            }
        }
        return new GradingContext(board, solver, solverOnReference, referenceBoard, unavailable, puzzles,
                spec.seed(), spec.convention(), spec.checkMessages(), spec.assignment(), sharedWork);
    }
}
