package npuzzle.grader.checks.timing;

import java.util.Locale;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.cost.BoardMethod;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The student's Solver on the call-counted reference Board beside the reference A* on the same puzzles: the work
 * it does and the Board calls that show the known slow mistakes. Counts, so the verdicts never depend on the clock.
 */
@ExtendWith(GradingContextResolver.class)
class SolverTimingChecks {
    static final double NODE_LIMIT = 4;

    @Check(id = "timing.solver.work", category = Category.TIMING,
            name = "Solver finishes each puzzle within 10 times the reference A*'s counted work")
    void workIsWithinTheBudget(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        String table = c.table(SolverWork::units);
        if (c.finished() < c.puzzles().size()) {
            throw new CheckFailure(String.format(Locale.ROOT, "Solver finished %d of %d puzzles within %d times the"
                    + " reference A*'s work", c.finished(), c.puzzles().size(), SolverComparison.WORK_LIMIT),
                    new CheckDetails(String.join("; ", c.puzzles()), "at most " + SolverComparison.WORK_LIMIT
                            + " times the reference's units", table, hint(c), c.finished(), c.puzzles().size()));
        }
        reporter.publishEntry("units", table);
    }

    @Check(id = "timing.solver.nodes", category = Category.TIMING,
            name = "Solver creates about as many boards as the reference A* (at most 4 times as many)")
    void boardsCreatedAreNearTheReference(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        long student = c.studentTotal(w -> w.calls(BoardMethod.CONSTRUCTION));
        long reference = c.referenceTotal(w -> w.calls(BoardMethod.CONSTRUCTION));
        String table = c.table(w -> w.calls(BoardMethod.CONSTRUCTION));
        require(student <= NODE_LIMIT * reference,
                String.format(Locale.ROOT, "Solver created %d boards%s, the reference A* %d: %s", student,
                        c.finished() < c.puzzles().size() ? " before it was stopped" : "", reference, hint(c)),
                c, "at most " + (int) NODE_LIMIT + " times the reference's boards", table);
        reporter.publishEntry("boards", table);
    }

    @Check(id = "timing.solver.critical-optimization", category = Category.TIMING,
            name = "Solver does not enqueue the grandparent's board (the critical optimization)")
    void skipsTheGrandparent(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        long compared = c.studentTotal(SolverTimingChecks::comparisons);
        long expanded = c.studentTotal(w -> w.calls(BoardMethod.NEIGHBORS));
        require(compared >= expanded - c.puzzles().size(), String.format(Locale.ROOT,
                "Solver called equals() %d times for %d neighbors() calls: compare each neighbor with the"
                        + " grandparent's board (equals) and do not enqueue it", compared, expanded),
                c, "at least one equals() per node expanded", c.table(w -> w.calls(BoardMethod.EQUALS)));
        reporter.publishEntry("equals", c.table(w -> w.calls(BoardMethod.EQUALS)));
    }

    @Check(id = "timing.solver.manhattan-priority", category = Category.TIMING,
            name = "Solver's priority is moves + manhattan(), not hamming()")
    void usesTheManhattanPriority(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        long hamming = c.studentTotal(w -> w.calls(BoardMethod.HAMMING));
        long manhattan = c.studentTotal(w -> w.calls(BoardMethod.MANHATTAN));
        // every node expanded was dequeued, so its priority was asked of manhattan() at least once
        long expanded = c.studentTotal(w -> w.calls(BoardMethod.NEIGHBORS));
        require(hamming <= c.puzzles().size() && manhattan >= expanded - c.puzzles().size(), String.format(Locale.ROOT,
                "Solver called hamming() %d and manhattan() %d times for %d nodes expanded: the priority must be"
                        + " moves + manhattan()", hamming, manhattan, expanded),
                c, "manhattan() for every node expanded, hamming() not in the search",
                c.table(w -> w.calls(BoardMethod.HAMMING)));
        reporter.publishEntry("manhattan", c.table(w -> w.calls(BoardMethod.MANHATTAN)));
    }

    @Check(id = "timing.solver.no-to-string", category = Category.TIMING,
            name = "Solver does not call toString() in the search")
    void doesNotCallToString(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        long calls = c.studentTotal(w -> w.calls(BoardMethod.TO_STRING));
        require(calls <= c.puzzles().size(), String.format(Locale.ROOT,
                "Solver called toString() %d times: building strings in the search is slow; compare boards with"
                        + " equals()", calls), c, "no toString() calls", c.table(w -> w.calls(BoardMethod.TO_STRING)));
        reporter.publishEntry("toString", c.table(w -> w.calls(BoardMethod.TO_STRING)));
    }

    /** Returns the board comparisons a search made: equals, hash lookups, or a pair of toString calls. */
    private static long comparisons(SolverWork work) {
        return work.calls(BoardMethod.EQUALS) + work.calls(BoardMethod.HASH_CODE)
                + work.calls(BoardMethod.TO_STRING) / 2;
    }

    private static void require(boolean holds, String message, SolverComparison c, String expected, String actual) {
        if (!holds) {
            throw new CheckFailure(message, CheckDetails.single(String.join("; ", c.puzzles()), expected, actual,
                    hint(c)));
        }
    }

    /** Names the likely mistake from the Board calls: the one hint each failing Solver check shares. */
    static String hint(SolverComparison c) {
        if (c.studentTotal(w -> w.calls(BoardMethod.HAMMING)) > c.puzzles().size()) {
            return "the priority uses hamming(); the assignment's is moves + manhattan()";
        }
        if (c.studentTotal(SolverTimingChecks::comparisons)
                < c.studentTotal(w -> w.calls(BoardMethod.NEIGHBORS)) - c.puzzles().size()) {
            return "no critical optimization: a neighbor equal to the grandparent's board is enqueued";
        }
        if (c.studentTotal(w -> w.calls(BoardMethod.TO_STRING)) > c.puzzles().size()) {
            return "toString() is called in the search loop";
        }
        return "compare with the reference A*: one node per board, priority moves + manhattan()";
    }
}
