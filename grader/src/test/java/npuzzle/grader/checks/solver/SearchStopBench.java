package npuzzle.grader.checks.solver;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.cost.runtime.BoardShadow;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: how long a search that never ends takes to be stopped by the largest budget any correctness search gets
 * ({@link SearchBudget#CEILING} units, {@link SearchBudget#BOARDS_CEILING} Boards), on the student's Board (then again
 * shadowed, as a search judged wrong is) and on the reference Board, alone and while a thread keeps the other core
 * busy, in process CPU time (the collector's included) beside the 30 s limit of the Solver checks. The fixture's Solver
 * does not check isSolvable(), so it searches an unsolvable board forever, keeping every node. Run with
 * {@code mvn -pl grader -am test -Dtest=SearchStopBench -Dsurefire.failIfNoSpecifiedTests=false
 * -Dstyle=no-unsolvable-check}, or {@code -Dstyle=princeton-coursera-no-twin-search -Dassignment=princeton-coursera}
 * (a Solver with no twin search and no pruning, whose Board the grader reads through toString()).
 */
class SearchStopBench {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final OperatingSystemMXBean OS = (OperatingSystemMXBean) ManagementFactory
            .getOperatingSystemMXBean();

    @Test
    void print(@TempDir Path dir) throws InterruptedException {
        String name = System.getProperty("style", "no-unsolvable-check");
        Assignment assignment = Assignment.named(System.getProperty("assignment", Assignment.DEFAULT.wireName()))
                .orElseThrow();
        GradingContext context = CompiledSubmission.compile(CompiledSubmission.FIXTURES.resolve(name),
                dir.resolve(name)).context(1, SolutionConvention.AFTER_INITIAL, false, assignment);
        SplittableRandom random = new SplittableRandom(1);
        Board[] unsolvable = {Inputs.scrambled(random, 3, 30).twin(), Inputs.scrambled(random, 4, 40).twin()};
        for (boolean busy : new boolean[] {false, true}) {
            AtomicBoolean burning = new AtomicBoolean(busy);
            Thread burner = new Thread(() -> {
                long spins = 0;
                while (burning.get()) {
                    spins++;
                }
                System.err.println("burner spun " + spins);
            });
            burner.start();
            for (int round = 0; round < Integer.getInteger("rounds", 3); round++) {
                for (Board board : unsolvable) {
                    stop(context, StudentClasses.solver(context), board, false, busy ? burner : null);
                    stop(context, StudentClasses.solver(context), board, true, busy ? burner : null);
                    stop(context, StudentClasses.solverOnReferenceBoard(context), board, false, busy ? burner : null);
                }
            }
            burning.set(false);
            burner.join();
        }
    }

    /** Runs one search to its stop and prints the process's CPU time for it, the burner's (if any) left out. */
    private static void stop(GradingContext context, SolverType type, Board board, boolean shadowed, Thread burner) {
        boolean busy = burner != null;
        SolverType counted = SolverRuns.of(context, type).counted();
        boolean own = type.board().type() == context.board().orElseThrow();
        if (shadowed) {
            BoardShadow.arm(new ShadowOracle(counted.board(), board.size()));
        }
        System.gc();
        long cpu = OS.getProcessCpuTime() - burnt(burner);
        long wall = System.nanoTime();
        String stopped = "finished";
        try {
            WorkLimit.within(SearchBudget.CEILING, SearchBudget.BOARDS_CEILING, () -> counted.solve(counted.board()
                    .create(board)));
        } catch (StudentException | CostLimitError e) {
            CostLimitError limit = WorkLimit.passedLimit(e);
            stopped = limit == null ? "threw " + e : limit.boards() ? "by Boards" : "by units";
        } finally {
            if (shadowed) {
                BoardShadow.disarm();
            }
        }
        System.err.printf("STOP %s %s n=%d %s wall=%d ms cpu=%d ms (the limit is 30000 ms of CPU)%n",
                busy ? "busy" : "alone", own ? shadowed ? "own-shadowed" : "own" : "reference", board.size(), stopped,
                (System.nanoTime() - wall) / 1_000_000, (OS.getProcessCpuTime() - burnt(burner) - cpu) / 1_000_000);
    }

    private static long burnt(Thread burner) {
        if (burner == null) {
            return 0;
        }
        long time = THREADS.getThreadCpuTime(burner.getId());
        return time < 0 ? 0 : time;
    }
}
