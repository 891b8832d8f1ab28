package npuzzle.grader.checks;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.checks.ApiRules.Required;

/**
 * The version of the assignment a submission is graded against ({@code "assignment"} in the grading config,
 * {@code --assignment} on the command line). One rubric serves them all: each profile says which checks apply, the
 * Board's and Solver's API, the solution convention, the exceptions, the {@code toString} format and the course
 * libraries the policy allows.
 *
 * <p>Where each rule comes from:
 * <ul>
 *   <li>{@link #UMB_CS210}: this course's assignment, {@code shared/ASSIGNMENT.md} (the default, today's rubric).
 *   <li>{@link #PRINCETON_COURSERA}: the Coursera "Algorithms, Part I" 8-puzzle specification (the 2019- algs4
 *       version): Board API {@code dimension()}, {@code twin()} "a board that is obtained by exchanging any pair of
 *       tiles", no {@code tileAt}/{@code isSolvable}; "The toString() method returns a string composed of n + 1
 *       lines. The first line contains the board size n; the remaining n lines contain the n-by-n grid of tiles in
 *       row-major order, using 0 to designate the blank square"; Solver API {@code isSolvable()}, {@code moves()}
 *       "-1 if unsolvable", {@code solution()} "null if unsolvable", the solution printed by the test client
 *       starting with the initial board; "Throw an IllegalArgumentException in the constructor if the argument is
 *       null". The Board API and toString text were checked against copies of the specification page (the search
 *       corpus holds copies, not the cs.princeton.edu page itself); the Solver's -1/null and exception rules are from
 *       the same specification's Solver API, which those copies cut off.
 *   <li>{@link #PRINCETON_COS226_TILEAT}: COS 226's version of 2016-19 (the same page's older API): Board has
 *       {@code tileAt(row, col)}, {@code size()} "board size n" and {@code isSolvable()} (checked against the copies
 *       above), Princeton's toString (the same n + 1 lines), {@code solution()} with the initial board, and the
 *       constructor's corner cases "IllegalArgumentException if the argument is null or the board is unsolvable"
 *       (the Solver part of that page, from the specification, not in the stored copies).
 *   <li>{@link #BERKELEY_CS61B}: UC Berkeley CS 61B's "HW 4: 8 Puzzle" (spring 2018; spring 2017's HW 3): package
 *       {@code hw4.puzzle}, {@code Board implements WorldState} with {@code size()}, {@code tileAt(i, j)},
 *       {@code estimatedDistanceToGoal()} (the Manhattan distance) and no {@code isSolvable()} or twin (every board
 *       it is given is solvable); the given toString (the size line, then the rows); {@code Solver(WorldState)}
 *       whose {@code solution()} runs from the initial state to the goal, both included; the Solver works on any
 *       WorldState. The specification states no exception for a null argument, so none is graded.
 * </ul>
 * The twin's rule ("the same twin on every call") is the checklist's: the Solver runs A* on the board and on its twin
 * side by side, so a twin that changes between calls is a different board than the one searched.
 */
public enum Assignment {
    UMB_CS210("size", true, true, false, SolutionConvention.AFTER_INITIAL, NullPointerException.class),
    PRINCETON_COURSERA("dimension", false, false, true, SolutionConvention.INCLUDES_INITIAL,
            IllegalArgumentException.class, "policy-algs4.json"),
    PRINCETON_COS226_TILEAT("size", true, true, false, SolutionConvention.INCLUDES_INITIAL,
            IllegalArgumentException.class, "policy-algs4.json"),
    BERKELEY_CS61B("size", true, false, false, SolutionConvention.INCLUDES_INITIAL, IllegalArgumentException.class,
            "policy-algs4.json", "policy-cs61b.json");

    /** The interface CS 61B's Board implements and its Solver takes (the grader's own copy, {@code hw4.puzzle}). */
    public static final String WORLD_STATE = "hw4.puzzle.WorldState";

    /*
     * Which checks each version has. CS 61B's caching rule is judged on the grader's maze, which counts the estimate's
     * calls exactly (timing.solver.cached-estimate), in place of timing.solver.cached-priority's count on Boards. The rules that are a check of their own are said by it: an unsolvable board is
     * rejected with an IllegalArgumentException (solver.unsolvable, solver.reference-board.unsolvable) or answered
     * with -1 and null (solver.unsolvable.answers); toString is this course's format (board.to-string) or Princeton's
     * (board.to-string.size-line); the course's exception messages (solver.messages) are this course's only.
     */
    private static final Set<String> COURSERA_ONLY = Set.of("board.dimension", "board.twin.valid",
            "board.twin.same-every-call", "board.twin.parent-unchanged", "board.twin.derived", "solver.solvable",
            "solver.unsolvable.answers");
    private static final String SIZE_LINE_TO_STRING = "board.to-string.size-line";
    private static final Set<String> CS61B_ONLY = Set.of("board.estimated-distance", "solver.world-state.moves",
            "timing.board.estimated-distance", "timing.solver.cached-estimate");
    private static final Set<String> NOT_CS61B = Set.of("board.solvable.odd", "board.solvable.even",
            "timing.board.is-solvable", "solver.null", "solver.reference-board.null", "solver.unsolvable",
            "solver.reference-board.unsolvable", "timing.solver.cached-priority");
    private static final Set<String> PRINCETON_ONLY = Set.of("memory.solver.retained",
            "timing.solver.queue-operations", "solver.reference-board.queued-nodes-unchanged",
            "solver.reference-board.equals-neighbors-only");
    private static final Set<String> NOT_COURSERA = Set.of("board.size", "board.tile-at", "board.solvable.odd",
            "board.solvable.even", "timing.board.size", "timing.board.tile-at", "timing.board.is-solvable",
            "solver.unsolvable", "solver.reference-board.unsolvable");
    private static final Set<String> NOT_PRINCETON = Set.of("board.to-string", GradingContext.MESSAGES_CHECK);
    /*
     * The checks CS 61B's specification gives no rule for, run as advice there: it lists the methods to write but
     * forbids no others (its skeleton's own bug detector counts enqueues in a public field), and it hands toString()
     * over as given code that nothing parses; it states no memory requirement.
     */
    private static final Set<String> CS61B_ADVICE = Set.of("board.api.no-extra-public-methods",
            "solver.api.no-public-fields", "solver.api.no-extra-public-methods", SIZE_LINE_TO_STRING, "memory.board",
            "memory.solver");

    private final String sizeMethod;
    private final boolean hasTileAt;
    private final boolean boardIsSolvable;
    private final boolean hasTwin;
    private final SolutionConvention convention;
    private final Class<? extends RuntimeException> nullException;
    private final List<String> policyOverlays;

    Assignment(String sizeMethod, boolean hasTileAt, boolean boardIsSolvable, boolean hasTwin,
            SolutionConvention convention, Class<? extends RuntimeException> nullException, String... policyOverlays) {
        this.sizeMethod = sizeMethod;
        this.hasTileAt = hasTileAt;
        this.boardIsSolvable = boardIsSolvable;
        this.hasTwin = hasTwin;
        this.convention = convention;
        this.nullException = nullException;
        this.policyOverlays = List.of(policyOverlays);
    }

    /** The default: this course's assignment. */
    public static final Assignment DEFAULT = UMB_CS210;

    /** Returns the name in configs and on the command line, e.g. {@code princeton-coursera}. */
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** Returns the profile named {@code wireName}, or empty. */
    public static Optional<Assignment> named(String wireName) {
        return List.of(values()).stream().filter(a -> a.wireName().equals(wireName)).findFirst();
    }

    /** Returns every profile's name, for usage messages. */
    public static List<String> wireNames() {
        return List.of(values()).stream().map(Assignment::wireName).toList();
    }

    /** Returns whether check {@code id} is part of this profile's rubric. */
    public boolean applies(String id) {
        if (CS61B_ONLY.contains(id)) {
            return this == BERKELEY_CS61B;
        }
        if (id.equals(SIZE_LINE_TO_STRING)) {
            return this != UMB_CS210;
        }
        if (COURSERA_ONLY.contains(id)) {
            return this == PRINCETON_COURSERA;
        }
        if (PRINCETON_ONLY.contains(id)) {
            return princeton();
        }
        if (NOT_PRINCETON.contains(id)) {
            return this == UMB_CS210;
        }
        if (this == BERKELEY_CS61B) {
            return !NOT_CS61B.contains(id);
        }
        return this != PRINCETON_COURSERA || !NOT_COURSERA.contains(id);
    }

    /**
     * Returns whether check {@code id} runs as advice in this version: reported, worth no points, since this version's
     * specification states no rule it rests on.
     */
    public boolean advises(String id) {
        return this == BERKELEY_CS61B && CS61B_ADVICE.contains(id);
    }

    /** Returns whether this is one of Princeton's versions, which share Princeton's rules where the course's differ. */
    public boolean princeton() {
        return this == PRINCETON_COURSERA || this == PRINCETON_COS226_TILEAT;
    }

    /** Returns whether the Board implements CS 61B's {@code WorldState}, the type the Solver's constructor takes. */
    public boolean worldState() {
        return this == BERKELEY_CS61B;
    }

    /**
     * Returns the type the Solver's constructor takes for a Board class: the Board, or in CS 61B's version the
     * {@code WorldState} its loader sees (the Board itself when that loader has none).
     */
    public Class<?> solverParameter(Class<?> board) {
        if (!worldState()) {
            return board;
        }
        try {
            return Class.forName(WORLD_STATE, false, board.getClassLoader());
        } catch (ClassNotFoundException e) {
            return board;
        }
    }

    /**
     * Returns the package this version's files declare where a submission holds several Board.java files (a clone of
     * CS 61B's skeleton: {@code hw4.puzzle}), or "" when the version names none.
     */
    public String sourcePackage() {
        return worldState() ? WORLD_STATE.substring(0, WORLD_STATE.lastIndexOf('.')) : "";
    }

    /** Returns the name of the Board's size method: {@code size} or {@code dimension}. */
    public String sizeMethod() {
        return sizeMethod;
    }

    /** Returns whether the Board has {@code tileAt(row, col)}; without it the grader reads tiles from toString(). */
    public boolean hasTileAt() {
        return hasTileAt;
    }

    /** Returns whether the Board has {@code isSolvable()} (in the Coursera version the Solver has it instead). */
    public boolean boardIsSolvable() {
        return boardIsSolvable;
    }

    /** Returns whether the Board has {@code twin()}. */
    public boolean hasTwin() {
        return hasTwin;
    }

    /** Returns the solution convention of this version (a grading config's {@code solutionConvention} wins). */
    public SolutionConvention convention() {
        return convention;
    }

    /** Returns the exception {@code new Solver(null)} throws. */
    public Class<? extends RuntimeException> nullException() {
        return nullException;
    }

    /**
     * Returns the policy resources laid over the default policy, in order, for this version's course libraries: the
     * default policy allows this course's {@code dsa} and {@code stdlib}, Princeton's versions add algs4, and CS 61B's
     * adds algs4, JUnit 4 and its {@code WorldState}.
     */
    public List<String> policyOverlays() {
        return policyOverlays;
    }

    /** Returns the Board's required public methods (besides the constructor and equals(Object)). */
    public List<Required> boardMethods() {
        List<Required> methods = new java.util.ArrayList<>();
        methods.add(new Required(int.class, false, sizeMethod));
        if (hasTileAt) {
            methods.add(new Required(int.class, false, "tileAt", int.class, int.class));
        }
        methods.add(new Required(int.class, false, "hamming"));
        methods.add(new Required(int.class, false, "manhattan"));
        if (worldState()) {
            methods.add(new Required(int.class, false, "estimatedDistanceToGoal"));
        }
        methods.add(new Required(boolean.class, false, "isGoal"));
        if (boardIsSolvable) {
            methods.add(new Required(boolean.class, false, "isSolvable"));
        }
        methods.add(new Required(Iterable.class, !worldState(), "neighbors")); // CS 61B's: Iterable<WorldState>
        if (hasTwin) {
            methods.add(new Required(null, false, "twin"));
        }
        methods.add(new Required(String.class, false, "toString"));
        return List.copyOf(methods);
    }

    /** Returns the Solver's required public methods (besides the constructor). */
    public List<Required> solverMethods() {
        List<Required> methods = new java.util.ArrayList<>();
        if (this == PRINCETON_COURSERA) {
            methods.add(new Required(boolean.class, false, "isSolvable"));
        }
        methods.add(new Required(int.class, false, "moves"));
        methods.add(new Required(Iterable.class, !worldState(), "solution"));
        return List.copyOf(methods);
    }
}
