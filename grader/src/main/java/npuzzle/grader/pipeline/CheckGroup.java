package npuzzle.grader.pipeline;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of the student's classes the checks of a check class load in the child JVM, read from the check classes
 * themselves: whether an outcome can outlive an edit depends on it ({@link ReusedChecks}). A check class not listed
 * here may load any of them.
 */
enum CheckGroup {
    /** The student's Board only ({@code StudentClasses.board}): no Solver, no shared work. */
    BOARD("board.BoardApiChecks", "board.BoardChecks", "board.BoardEqualityChecks", "board.BoardStateChecks",
            "board.DerivedBoardChecks", "board.NeighborChecks", "board.PrincetonBoardChecks", "board.TwinChecks",
            "timing.BoardTimingChecks", "timing.EstimateTimingChecks", "memory.BoardMemoryChecks"),
    /**
     * The student's Solver on the reference Board ({@code StudentClasses.solverForReferenceBoardChecks},
     * {@code SolverComparison}); on the student's Board only when the Solver uses a Board member the reference Board
     * lacks, which {@link ReusedChecks} rules out first.
     */
    SOLVER_ON_REFERENCE_BOARD("solver.referenceboard.SolverOnReferenceBoardChecks",
            "solver.referenceboard.NearGoalChecks", "solver.referenceboard.RandomBoardsChecks",
            "solver.SolverMessageChecks", "timing.SolverTimingChecks", "timing.SearchRuleChecks",
            "timing.ThoroughTimingChecks", "memory.SolverMemoryChecks", "memory.SolverRetainedMemoryChecks"),
    /** Any of the student's classes: the Solver on the student's Board, the Solver's API checks, the rest. */
    ANY;

    private static final String PACKAGE = "npuzzle.grader.checks.";
    private static final Map<String, CheckGroup> BY_CLASS = new HashMap<>();

    static {
        for (CheckGroup group : values()) {
            group.classes.forEach(name -> BY_CLASS.put(PACKAGE + name, group));
        }
    }

    private final List<String> classes;

    CheckGroup(String... classes) {
        this.classes = List.of(classes);
    }

    /** Returns the group of the checks of the class with this binary name. */
    static CheckGroup of(String checkClass) {
        return BY_CLASS.getOrDefault(checkClass, ANY);
    }

    /** Returns the binary names of the check classes of this group. */
    List<String> checkClasses() {
        return classes.stream().map(name -> PACKAGE + name).toList();
    }
}
