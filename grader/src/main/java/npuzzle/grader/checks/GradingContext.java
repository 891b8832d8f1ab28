package npuzzle.grader.checks;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import npuzzle.reference.PuzzleFacts;

/**
 * What the checks grade, installed by the child JVM before the launcher runs: the student's classes (each absent
 * when its source was missing or did not compile, with the reason), the student's Solver loaded against the
 * reference Board, the data set, the seed and the grading settings. Checks get it as a test method parameter.
 *
 * @param board the student's Board class
 * @param solver the student's Solver class, linked to the student's Board
 * @param solverOnReferenceBoard the student's Solver class linked to the reference Board relocated into the
 *     student's package, so that Board bugs are not charged to the Solver
 * @param referenceBoard the relocated reference Board class that {@code solverOnReferenceBoard} uses
 * @param unavailable why a class is absent, e.g. "Solver.java was not found"; keyed "Board" or "Solver", and
 *     {@value #NOT_JUDGED_ON_REFERENCE_BOARD} when the Solver uses a Board member the reference Board has no
 *     equivalent of (then {@code solverOnReferenceBoard} is absent)
 * @param puzzles the data set's facts, computed by the reference
 * @param seed the seed of every random input
 * @param convention whether solution() includes the initial board
 * @param checkMessages whether the exceptions' messages are checked (a low-weight, configurable check)
 * @param assignment the version of the assignment graded (its API, exceptions and toString format)
 */
public record GradingContext(Optional<Class<?>> board, Optional<Class<?>> solver,
        Optional<Class<?>> solverOnReferenceBoard, Optional<Class<?>> referenceBoard,
        java.util.Map<String, String> unavailable, List<PuzzleFacts> puzzles, long seed,
        SolutionConvention convention, boolean checkMessages, Assignment assignment) {
    /** The check that grades the exceptions' messages, when {@code checkMessages} is on. */
    public static final String MESSAGES_CHECK = "solver.messages";
    /** Why {@value #MESSAGES_CHECK} is skipped when {@code checkMessages} is off. */
    public static final String MESSAGES_NOT_CHECKED = "the grading config does not check exception messages";

    /** The key in {@code unavailable} of why the Solver is not judged on the reference Board. */
    public static final String NOT_JUDGED_ON_REFERENCE_BOARD = "NotJudgedOnReferenceBoard";

    private static volatile GradingContext current;

    public GradingContext {
        Objects.requireNonNull(board);
        Objects.requireNonNull(solver);
        Objects.requireNonNull(solverOnReferenceBoard);
        Objects.requireNonNull(referenceBoard);
        unavailable = java.util.Map.copyOf(unavailable);
        puzzles = List.copyOf(puzzles);
        Objects.requireNonNull(convention);
        Objects.requireNonNull(assignment);
    }

    /** A context grading this course's version of the assignment. */
    public GradingContext(Optional<Class<?>> board, Optional<Class<?>> solver,
            Optional<Class<?>> solverOnReferenceBoard, Optional<Class<?>> referenceBoard,
            java.util.Map<String, String> unavailable, List<PuzzleFacts> puzzles, long seed,
            SolutionConvention convention, boolean checkMessages) {
        this(board, solver, solverOnReferenceBoard, referenceBoard, unavailable, puzzles, seed, convention,
                checkMessages, Assignment.DEFAULT);
    }

    /**
     * Returns why the Solver is not judged on the reference Board, e.g. "not judged on the reference Board: your
     * Solver calls Board.blankRow(), which the assignment's API does not have"; empty when it is judged there.
     */
    public Optional<String> notJudgedOnReferenceBoard() {
        return Optional.ofNullable(unavailable.get(NOT_JUDGED_ON_REFERENCE_BOARD));
    }

    /** Installs the context the checks of this JVM see. */
    public static void install(GradingContext context) {
        current = Objects.requireNonNull(context);
    }

    /**
     * Returns the installed context.
     *
     * @throws IllegalStateException if none was installed
     */
    public static GradingContext current() {
        GradingContext context = current;
        if (context == null) {
            throw new IllegalStateException("no grading context: checks run only inside the grader's child JVM");
        }
        return context;
    }
}
