package npuzzle.grader.checks.memory;

import java.util.Locale;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.timing.SolverComparison;
import npuzzle.grader.checks.timing.ReferencePuzzle;
import npuzzle.grader.cost.CountedSolvers;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A Solver's search memory beside the plain A*'s on the same 4x4 puzzle, both on the reference Board so the
 * boards weigh the same: the bytes of the objects the Solver's own classes create per board created, boards left
 * out. Objects of JDK classes that only the search's local variables hold (e.g. a local HashMap) are not seen.
 */
@ExtendWith(GradingContextResolver.class)
class SolverMemoryChecks {
    /** Bytes per board a search may take beyond the plain A*'s: a few more fields in each node. */
    static final int HEADROOM = 32;
    /** The student's search stops at twice the plain A*'s units: its nodes so far are enough to measure. */
    static final int WORK_LIMIT = 2;
    static final long REFERENCE_LIMIT = 2_000_000;
    private static final String HINT = "a search node needs the board, the moves, the priority and the previous node;"
            + " a copy of the tiles (int[] or int[][]), a String of the board or boxed numbers in each node cost more"
            + " than the board itself";

    @Check(id = "memory.solver", category = Category.MEMORY,
            name = "Solver's search nodes take about as much memory as the plain A*'s (bytes per board, boards excluded)")
    void searchNodesAreNearTheReference(GradingContext context, TestReporter reporter) {
        SolverComparison.of(context); // throws when its answers are wrong: their memory says nothing
        Class<?> solver = SolverComparison.solverClass(context);
        ReferencePuzzle puzzle = ReferencePuzzle.pick(CountedSolvers.yardstick(), 4, 30, context.seed(), REFERENCE_LIMIT);
        SearchMemory reference = SearchMemory.measure(CountedSolvers.yardstick(true), puzzle.tiles(), Long.MAX_VALUE);
        SearchMemory student = SearchMemory.measure(CountedSolvers.student(solver, true), puzzle.tiles(),
                puzzle.work().units() * WORK_LIMIT);
        String measured = String.format(Locale.ROOT, "%.1f bytes per board over %d boards%s (plain A* %.1f over %d);"
                + " retained after construction %s (plain A* %d bytes); objects: %s (plain A* %s)",
                student.bytesPerBoard(), student.boards(), student.finished() ? "" : " before the search was stopped",
                reference.bytesPerBoard(), reference.boards(),
                student.finished() ? student.retained() + " bytes" : "not measured", reference.retained(),
                String.join(", ", student.classes()), String.join(", ", reference.classes()));
        double limit = reference.bytesPerBoard() + HEADROOM;
        if (student.bytesPerBoard() > limit) {
            throw new CheckFailure(String.format(Locale.ROOT, "your search takes %.0f bytes per board besides the"
                    + " boards, the plain A*'s %.0f: %s", student.bytesPerBoard(), reference.bytesPerBoard(), HINT),
                    CheckDetails.single(puzzle.name() + ", on the reference Board", String.format(Locale.ROOT,
                            "at most %.0f bytes per board (the plain A*'s + %d)", limit, HEADROOM), measured, HINT));
        }
        reporter.publishEntry("memory", measured);
    }
}
