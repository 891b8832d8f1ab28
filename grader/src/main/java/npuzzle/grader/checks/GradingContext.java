package npuzzle.grader.checks;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import npuzzle.reference.PuzzleFacts;

/**
 * What the checks grade, installed by the child JVM before the launcher runs: the student's classes (each absent
 * when its source was missing or did not compile, with the reason), the student's Solver loaded against the
 * reference Board, the data set, the seed and the grading settings. Checks get it as a test method parameter.
 * It also holds what the checks of one grading share, and drops it with itself: the measurements several checks
 * need ({@link #measurements}), the running check's notes ({@link #notes}) and the work told to the parent as it
 * runs ({@link #sharedWork}).
 *
 * <p>What it holds:
 * <ul>
 * <li>{@code board}: the student's Board class
 * <li>{@code solver}: the student's Solver class, linked to the student's Board
 * <li>{@code solverOnReferenceBoard}: the student's Solver class linked to the reference Board relocated into the
 *     student's package, so that Board bugs are not charged to the Solver
 * <li>{@code referenceBoard}: the relocated reference Board class that {@code solverOnReferenceBoard} uses
 * <li>{@code unavailable}: why a class is absent, e.g. "Solver.java was not found"; keyed "Board" or "Solver", and
 *     {@value #NOT_JUDGED_ON_REFERENCE_BOARD} when the Solver uses a Board member the reference Board has no
 *     equivalent of (then {@code solverOnReferenceBoard} is absent)
 * <li>{@code puzzles}: the data set's facts, computed by the reference
 * <li>{@code seed}: the seed of every random input
 * <li>{@code convention}: whether solution() includes the initial board
 * <li>{@code checkMessages}: whether the exceptions' messages are checked (a low-weight, configurable check)
 * <li>{@code assignment}: the version of the assignment graded (its API, exceptions and toString format)
 * <li>{@code sharedWork}: the work several checks share, told to the parent as it starts and ends
 * </ul>
 */
public final class GradingContext {
    /** The check that grades the exceptions' messages, when {@code checkMessages} is on. */
    public static final String MESSAGES_CHECK = "solver.messages";
    /** Why {@value #MESSAGES_CHECK} is skipped when {@code checkMessages} is off. */
    public static final String MESSAGES_NOT_CHECKED = "the grading config does not check exception messages";

    /** The key in {@code unavailable} of why the Solver is not judged on the reference Board. */
    public static final String NOT_JUDGED_ON_REFERENCE_BOARD = "NotJudgedOnReferenceBoard";

    /**
     * The context the checks of this JVM see: the one static state of the checks, since JUnit makes the check
     * classes' instances itself and hands a check its context only through a parameter resolver
     * ({@link GradingContextResolver}), which reads it here.
     */
    private static volatile GradingContext current;

    private final Optional<Class<?>> board;
    private final Optional<Class<?>> solver;
    private final Optional<Class<?>> solverOnReferenceBoard;
    private final Optional<Class<?>> referenceBoard;
    private final Map<String, String> unavailable;
    private final List<PuzzleFacts> puzzles;
    private final long seed;
    private final SolutionConvention convention;
    private final boolean checkMessages;
    private final Assignment assignment;
    private final SharedWork sharedWork;
    private final Measurements measurements = new Measurements();
    private final CheckNotes notes = new CheckNotes();

    public GradingContext(Optional<Class<?>> board, Optional<Class<?>> solver,
            Optional<Class<?>> solverOnReferenceBoard, Optional<Class<?>> referenceBoard,
            Map<String, String> unavailable, List<PuzzleFacts> puzzles, long seed,
            SolutionConvention convention, boolean checkMessages, Assignment assignment, SharedWork sharedWork) {
        this.board = Objects.requireNonNull(board);
        this.solver = Objects.requireNonNull(solver);
        this.solverOnReferenceBoard = Objects.requireNonNull(solverOnReferenceBoard);
        this.referenceBoard = Objects.requireNonNull(referenceBoard);
        this.unavailable = Map.copyOf(unavailable);
        this.puzzles = List.copyOf(puzzles);
        this.seed = seed;
        this.convention = Objects.requireNonNull(convention);
        this.checkMessages = checkMessages;
        this.assignment = Objects.requireNonNull(assignment);
        this.sharedWork = Objects.requireNonNull(sharedWork);
    }

    /** A context whose shared work is told to no one ({@link SharedWork#UNTOLD}), as outside the child JVM. */
    public GradingContext(Optional<Class<?>> board, Optional<Class<?>> solver,
            Optional<Class<?>> solverOnReferenceBoard, Optional<Class<?>> referenceBoard,
            Map<String, String> unavailable, List<PuzzleFacts> puzzles, long seed,
            SolutionConvention convention, boolean checkMessages, Assignment assignment) {
        this(board, solver, solverOnReferenceBoard, referenceBoard, unavailable, puzzles, seed, convention,
                checkMessages, assignment, SharedWork.UNTOLD);
    }

    /** A context grading this course's version of the assignment. */
    public GradingContext(Optional<Class<?>> board, Optional<Class<?>> solver,
            Optional<Class<?>> solverOnReferenceBoard, Optional<Class<?>> referenceBoard,
            Map<String, String> unavailable, List<PuzzleFacts> puzzles, long seed,
            SolutionConvention convention, boolean checkMessages) {
        this(board, solver, solverOnReferenceBoard, referenceBoard, unavailable, puzzles, seed, convention,
                checkMessages, Assignment.DEFAULT);
    }

    public Optional<Class<?>> board() {
        return board;
    }

    public Optional<Class<?>> solver() {
        return solver;
    }

    public Optional<Class<?>> solverOnReferenceBoard() {
        return solverOnReferenceBoard;
    }

    public Optional<Class<?>> referenceBoard() {
        return referenceBoard;
    }

    public Map<String, String> unavailable() {
        return unavailable;
    }

    public List<PuzzleFacts> puzzles() {
        return puzzles;
    }

    public long seed() {
        return seed;
    }

    public SolutionConvention convention() {
        return convention;
    }

    public boolean checkMessages() {
        return checkMessages;
    }

    public Assignment assignment() {
        return assignment;
    }

    /** Returns the work several checks share, told to the parent as it runs. */
    public SharedWork sharedWork() {
        return sharedWork;
    }

    /** Returns the measurements several checks of this context share, each measured once. */
    public Measurements measurements() {
        return measurements;
    }

    /** Returns the notes of the running check. */
    public CheckNotes notes() {
        return notes;
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
