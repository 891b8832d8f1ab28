package npuzzle.grader.checks.timing;

import java.util.Locale;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The rules of Princeton's Solver tests that this course's assignment does not state, judged on the searches the
 * timing checks run ({@link SolverComparison}): how many priority-queue operations the search makes, that it leaves
 * a queued node alone, and that it asks {@code equals} only about a neighbor's neighbor. Each puzzle is an input,
 * smallest first. A search stopped by the work limit has still done 10 times the plain A*'s work: the two rules of
 * what the search may do are judged on that; the count of queue operations fails it if it is already over the limit,
 * and otherwise does not judge it (charged to {@code timing.solver.work}).
 */
@ExtendWith(GradingContextResolver.class)
class SearchRuleChecks {
    /**
     * Inserts and deletions, each at most this many times the plain A*'s: the correct styles measured made up to 2.5
     * times as many (ties first in, first out) and 2.1 (a twin searched in lockstep, both queues counted), the
     * Hamming priority at least 33 times (YardstickSpreadBench, seeds 1 to 6). Not higher: a search stopped at
     * {@link SolverComparison#WORK_LIMIT} times the plain A*'s units has made about that many times its operations.
     */
    static final int QUEUE_LIMIT = 5;
    private static final String NO_QUEUE = "no insert into a java.util.PriorityQueue or a MinPQ, the queues the"
            + " grader watches";

    @Check(id = "timing.solver.queue-operations", category = Category.TIMING,
            name = "Solver inserts into and deletes from its priority queue at most 5 times as often as the plain"
                    + " A* (Princeton's versions)")
    void queueOperationsAreNearTheReference(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        String table = c.tableOf(w -> w.queue().inserts() + " inserts, " + w.queue().deletions() + " deletions, at"
                + " most " + w.queue().mostQueued() + " queued, " + w.queue().leftQueued() + " left");
        PuzzleRule.judge(c, (student, reference) -> {
            long inserts = student.queue().inserts();
            long deletions = student.queue().deletions();
            if (inserts > QUEUE_LIMIT * reference.queue().inserts()
                    || deletions > QUEUE_LIMIT * reference.queue().deletions()) {
                return String.format(Locale.ROOT, "%d inserts and %d deletions, the plain A* %d and %d", inserts,
                        deletions, reference.queue().inserts(), reference.queue().deletions());
            }
            return inserts == 0 ? NO_QUEUE : null;
        }, false, "at most " + QUEUE_LIMIT + " times the plain A*'s inserts and deletions", table,
                "enqueue each neighbor once, except the grandparent's board; do not re-insert nodes whose priority"
                        + " changed, and use MinPQ or java.util.PriorityQueue, whose operations the grader counts",
                "Solver's priority-queue operations are near the plain A*'s");
        reporter.publishEntry("queue", table);
    }

    @Check(id = "solver.reference-board.queued-nodes-unchanged", category = Category.CORRECTNESS,
            name = "Solver does not change a node after putting it on the priority queue (Princeton's versions)")
    void leavesQueuedNodesAlone(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        PuzzleRule.judge(c, (student, reference) -> {
            if (student.queue().firstWrite() != null) {
                return String.format(Locale.ROOT, "%d write%s to queued nodes, the first: %s",
                        student.queue().writes(), student.queue().writes() == 1 ? "" : "s",
                        student.queue().firstWrite());
            }
            return student.queue().inserts() == 0 ? NO_QUEUE : null;
        }, true, "no field of a queued node written until it is taken off the queue", null,
                "a node on the queue keeps its place by the priority it had when inserted; to give a board a better"
                        + " path, insert a new node and leave the old one",
                "Solver leaves its queued nodes alone");
        reporter.publishEntry("queued nodes", "no writes to a queued node on " + c.puzzles().size() + " puzzles");
    }

    @Check(id = "solver.reference-board.equals-neighbors-only", category = Category.CORRECTNESS,
            name = "Solver calls equals() only with a Board two slides away: the grandparent's (Princeton's versions)")
    void comparesOnlyWithTheGrandparent(GradingContext context, TestReporter reporter) {
        SolverComparison c = SolverComparison.of(context);
        String table = c.table(w -> w.comparisons().calls());
        PuzzleRule.judge(c, (student, reference) -> {
            if (student.comparisons().first() != null) {
                return String.format(Locale.ROOT, "%d of %d equals() calls not with a Board, %d with a board that is"
                        + " not a neighbor's neighbor; the first: %s", student.comparisons().notBoard(),
                        student.comparisons().calls(), student.comparisons().notNear(), student.comparisons().first());
            }
            return student.comparisons().calls() == 0 ? "no equals() call" : null;
        }, true, "equals() only with the grandparent's board (or another board two slides away)", table,
                "compare each neighbor with the grandparent's board only; a set of every board seen (a closed set)"
                        + " compares boards from anywhere in the search",
                "Solver compares boards only with their grandparent");
        reporter.publishEntry("equals", table);
    }
}
