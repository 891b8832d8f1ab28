package npuzzle.grader.checks.solver;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: prints, for each Solver and each board of the solver checks, the units its search counts over the
 * reference A*'s, to choose {@link SearchBudget#RATIO} and {@link SearchBudget#FLOOR}; and how far an endless search
 * gets, in units, heap and time. Run with -Dtest=SearchBudgetBench.
 */
class SearchBudgetBench {
    private static final long ENDLESS_LIMIT = 100_000_000L;

    @Test
    void printTheRatios(@TempDir Path dir) {
        Map<String, Path> fixtures = new LinkedHashMap<>();
        fixtures.put("correct-reference", BudgetFixtures.CORRECT);
        fixtures.put("correct-alternative", CompiledSubmission.FIXTURES.resolve("correct-alternative"));
        fixtures.put("hamming", BudgetFixtures.write(dir.resolve("hamming"), BudgetFixtures.HAMMING));
        fixtures.put("no-critical", BudgetFixtures.write(dir.resolve("no-critical"), BudgetFixtures.NO_CRITICAL));
        fixtures.put("linear-scan", BudgetFixtures.write(dir.resolve("linear-scan"), BudgetFixtures.LINEAR_SCAN));
        fixtures.put("greedy-priority", CompiledSubmission.FIXTURES.resolve("greedy-priority"));
        CountedSolvers reference = CountedSolvers.reference();
        for (Map.Entry<String, Path> fixture : fixtures.entrySet()) {
            GradingContext context = CompiledSubmission.compile(fixture.getValue(), dir.resolve("out-" + fixture.getKey()))
                    .context(1, SolutionConvention.AFTER_INITIAL, false);
            for (SolverType type : new SolverType[] {StudentClasses.solver(context),
                StudentClasses.solverOnReferenceBoard(context)}) {
                String board = type.board().type() == context.board().orElseThrow() ? "own Board" : "reference Board";
                SolverRuns runs = SolverRuns.of(context, type);
                SolverType counted = runs.counted();
                double worst = 0;
                String worstBoard = "";
                long most = 0;
                long minReference = Long.MAX_VALUE;
                long started = System.nanoTime();
                for (Sample sample : runs.puzzles()) {
                    long ref = SolverWork.run(reference, sample.board().toArray(), Long.MAX_VALUE).units();
                    minReference = Math.min(minReference, ref);
                    long before = CostCounter.units();
                    long heapBefore = usedHeap();
                    long sampleStart = System.nanoTime();
                    CostCounter.limit(before + ENDLESS_LIMIT);
                    String outcome = "";
                    try {
                        counted.solve(counted.board().create(sample.board())).moves();
                    } catch (StudentException e) {
                        outcome = e.thrown() instanceof CostLimitError ? " STOPPED" : " threw " + e.getMessage();
                    } finally {
                        CostCounter.unlimited();
                    }
                    long units = CostCounter.units() - before;
                    if (!outcome.isEmpty()) {
                        System.err.printf("  %s on the %s, %s: %d units, ~%d MB, %d ms, reference %d:%s%n",
                                fixture.getKey(), board, sample.origin(), units, (usedHeap() - heapBefore) >> 20,
                                (System.nanoTime() - sampleStart) / 1_000_000, ref, outcome);
                    }
                    most = Math.max(most, units);
                    if ((double) units / ref > worst) {
                        worst = (double) units / ref;
                        worstBoard = sample.origin();
                    }
                }
                System.err.printf("%-20s on the %-15s: worst ratio %.1f (%s), most units %d, least reference %d,"
                        + " %d ms%n", fixture.getKey(), board, worst, worstBoard, most, minReference,
                        (System.nanoTime() - started) / 1_000_000);
            }
        }
    }

    private static long usedHeap() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
