package npuzzle.grader.checks.memory;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.timing.ReferencePuzzle;
import npuzzle.grader.checks.timing.SolverComparison;
import npuzzle.grader.cost.CountedSolvers;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a Solver keeps once its constructor returns, beside the plain A* on the same puzzles, both on the
 * reference Board: Princeton's report measures it ("Measure memory of Solver"), and a Solver that keeps its
 * priority queue, or every node it made, in a field holds the whole search for as long as it lives.
 */
@ExtendWith(GradingContextResolver.class)
class SolverRetainedMemoryChecks {
    /** The most a Solver may keep: the plain A*'s solution and fields a few times over, plus a kilobyte. */
    static final int TIMES = 4;
    static final int SLACK = 1024;
    /** The student's search stops at the timing checks' limit: 10 times the plain A*'s units. */
    static final int WORK_LIMIT = 10;
    static final long REFERENCE_LIMIT = 2_000_000;
    /** Side n and random slides from the goal of each puzzle: searches of a few hundred to thousands of nodes. */
    private static final int[][] PUZZLES = {{3, 30}, {3, 50}, {3, 80}};
    private static final String HINT = "keep the priority queue (and any set of seen boards) in local variables of"
            + " the constructor; after the search, keep only the moves and the solution";

    @Check(id = "memory.solver.retained", category = Category.MEMORY,
            name = "Solver keeps only its answer after construction, not the priority queue (Princeton's versions)")
    void keepsOnlyItsAnswer(GradingContext context, TestReporter reporter) {
        SolverComparison.of(context); // throws when its answers are wrong: their memory says nothing
        Class<?> solver = SolverComparison.solverClass(context);
        List<String> lines = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        Map<String, Integer> notJudged = new LinkedHashMap<>();
        Map<String, Integer> causes = new LinkedHashMap<>();
        int passed = 0;
        for (int[] size : PUZZLES) {
            ReferencePuzzle puzzle = ReferencePuzzle.pick(CountedSolvers.yardstick(), size[0], size[1], context.seed(),
                    REFERENCE_LIMIT);
            SearchMemory reference = SearchMemory.measure(CountedSolvers.yardstick(true), puzzle.tiles(),
                    Long.MAX_VALUE);
            SearchMemory student = SearchMemory.measure(CountedSolvers.student(solver, true), puzzle.tiles(),
                    puzzle.work().units() * WORK_LIMIT);
            if (!student.finished()) {
                notJudged.merge("the search passed " + WORK_LIMIT + " times the plain A*'s work (charged by"
                        + " timing.solver.work)", 1, Integer::sum);
                causes.merge("timing.solver.work", 1, Integer::sum);
                lines.add(puzzle.name() + ": not judged, the search passed " + WORK_LIMIT + " times the plain A*'s"
                        + " work");
                continue;
            }
            long limit = TIMES * reference.retained() + SLACK;
            lines.add(String.format(Locale.ROOT, "%s: %d bytes kept (plain A* %d, limit %d)", puzzle.name(),
                    student.retained(), reference.retained(), limit));
            if (student.retained() > limit) {
                failed.add(puzzle.name());
            } else {
                passed++;
            }
        }
        String measured = String.join("; ", lines);
        if (!failed.isEmpty()) {
            throw new CheckFailure(String.format(Locale.ROOT, "your Solver keeps more than %d times the plain A*'s"
                    + " memory after construction on %d of %d puzzles: %s", TIMES, failed.size(), PUZZLES.length,
                    HINT), new CheckDetails(String.join("; ", failed) + ", on the reference Board", "at most " + TIMES
                    + " times the plain A*'s bytes + " + SLACK, measured, HINT, passed, PUZZLES.length, null, causes));
        }
        String unjudged = NotJudged.summary(notJudged, PUZZLES.length, "puzzles");
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.message(passed, "your Solver keeps about what the reference keeps on the "
                    + passed + " puzzles judged", unjudged), new CheckDetails(null, null, measured, null, passed,
                    PUZZLES.length, null, causes));
        }
        reporter.publishEntry("memory", measured);
    }
}
