package npuzzle.grader.checks.solver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.cost.runtime.BoardShadow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: prints the wall time of the correctness searches of the correct-reference submission on its own Board,
 * with the shadow armed and not, to see what shadowing costs. Run alone with -Dtest=BoardShadowBench.
 */
class BoardShadowBench {
    private static final int ROUNDS = 3;

    @Test
    void printTheOverhead(@TempDir Path dir) throws Exception {
        SolverRuns runs = BoardShadowTests.runs(dir, Files.readString(BudgetFixtures.CORRECT.resolve("Board.java")));
        SolverType search = runs.counted();
        List<Sample> puzzles = runs.puzzles();
        long calls = 0;
        for (int round = 0; round < ROUNDS; round++) {
            long plain = 0;
            long armed = 0;
            calls = 0;
            for (Sample sample : puzzles) {
                long start = System.nanoTime();
                search(search, sample);
                plain += System.nanoTime() - start;
                start = System.nanoTime();
                BoardShadow.arm(new ShadowOracle(search.board(), sample.board().size()));
                try {
                    search(search, sample);
                    calls += BoardShadow.calls();
                } finally {
                    BoardShadow.disarm();
                }
                armed += System.nanoTime() - start;
            }
            System.err.printf("round %d: %d searches, not armed %d ms, armed %d ms (%.1fx), %d answers shadowed%n",
                    round, puzzles.size(), plain / 1_000_000, armed / 1_000_000, (double) armed / plain, calls);
        }
    }

    private static void search(SolverType search, Sample sample) {
        SolverRuns.references(search.solve(search.board().create(sample.board())).solution(), sample.board().size());
    }
}
