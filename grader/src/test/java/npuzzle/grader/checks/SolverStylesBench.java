package npuzzle.grader.checks;

import java.nio.file.Path;
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

/** Not a test: units of each fixture's search per board of the solver checks. -Dstyles=a,b */
class SolverStylesBench {
    @Test
    void print(@TempDir Path dir) {
        String[] names = System.getProperty("styles", "correct-reference").split(",");
        CountedSolvers reference = CountedSolvers.reference();
        for (String name : names) {
            GradingContext context = CompiledSubmission.compile(CompiledSubmission.FIXTURES.resolve(name),
                    dir.resolve(name)).context(1, SolutionConvention.AFTER_INITIAL, false);
            for (SolverType type : new SolverType[] {StudentClasses.solver(context),
                StudentClasses.solverOnReferenceBoard(context)}) {
                String board = type.board().type() == context.board().orElseThrow() ? "own" : "ref";
                SolverRuns runs = SolverRuns.of(context, type);
                SolverType counted = runs.counted();
                for (Sample sample : runs.puzzles()) {
                    long ref = SolverWork.run(reference, sample.board().toArray(), Long.MAX_VALUE).units();
                    long before = CostCounter.units();
                    long start = System.nanoTime();
                    CostCounter.limit(before + 3_000_000_000L);
                    String outcome = "";
                    try {
                        counted.solve(counted.board().create(sample.board())).moves();
                    } catch (StudentException e) {
                        outcome = e.thrown() instanceof CostLimitError ? " STOPPED" : " threw";
                    } finally {
                        CostCounter.unlimited();
                    }
                    long units = CostCounter.units() - before;
                    System.err.printf("STYLE %s %s %s n=%d ref=%d units=%d ratio=%.1f ms=%d%s%n", name, board,
                            sample.origin().replace(' ', '_'), sample.board().size(), ref, units,
                            (double) units / ref, (System.nanoTime() - start) / 1_000_000, outcome);
                }
            }
        }
    }
}
