package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.util.List;
import npuzzle.grader.CheckCatalog;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.Solver;

/**
 * Warms a child JVM that waits for its spec: reads the reference data, discovers the checks (which loads the check
 * classes and JUnit's), and solves boards with the reference's Board and Solver, so that what every grading loads
 * and runs is loaded and compiled before the student's code is.
 */
final class ReferenceWarmUp {
    private static final int BOARDS = 20;
    private static final int WALK = 30;

    private ReferenceWarmUp() {
    }

    static void run() throws IOException {
        RubricRun.puzzles();
        CheckCatalog.discover(List.of());
        PuzzleGenerator boards = new PuzzleGenerator(1);
        for (int i = 0; i < BOARDS; i++) {
            new Solver(boards.randomWalk(3, WALK)).solution().forEach(Board::hashCode);
        }
    }
}
