package npuzzle.grader.checks.solver;

import java.nio.file.Path;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.BoardMethod;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: prints, for each fixture named in {@code -Dstyles=a,b} (folders of tests/submissions) and each board
 * the Solver checks search, the units of its search on its own Board and on the reference Board beside the
 * reference A*'s, and the Boards it made beside the reference's, to choose {@link SearchBudget#RATIO},
 * {@link SearchBudget#BOARDS_RATIO} and {@link SearchBudget#CORRECTNESS_UNITS}. Run with
 * {@code mvn -pl grader test -Dtest=SolverStylesBench -Dstyles=slow-hamming-priority,slow-no-critical-optimization}.
 */
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
                    SolverWork referenceWork = SolverWork.run(reference, sample.board().toArray(), Long.MAX_VALUE);
                    long ref = referenceWork.units();
                    long refBoards = referenceWork.calls(BoardMethod.CONSTRUCTION);
                    long before = CostCounter.units();
                    long boardsBefore = CostCounter.boards();
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
                    long boards = CostCounter.boards() - boardsBefore;
                    System.err.printf("STYLE %s %s %s n=%d ref=%d units=%d ratio=%.1f refBoards=%d boards=%d "
                            + "boardRatio=%.1f ms=%d%s%n", name, board, sample.origin().replace(' ', '_'),
                            sample.board().size(), ref, units, (double) units / ref, refBoards, boards,
                            (double) boards / refBoards, (System.nanoTime() - start) / 1_000_000, outcome);
                }
            }
        }
    }
}
