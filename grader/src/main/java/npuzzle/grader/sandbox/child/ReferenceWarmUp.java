package npuzzle.grader.sandbox.child;

import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.Solver;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Warms a child JVM that waits for its spec: loads the launcher, and solves boards with the reference's Board and
 * Solver, so that the classes and code paths every grading uses are loaded and compiled before the student's are.
 */
final class ReferenceWarmUp {
    private static final int BOARDS = 20;
    private static final int WALK = 30;

    private ReferenceWarmUp() {
    }

    static void run() {
        LauncherFactory.create();
        PuzzleGenerator boards = new PuzzleGenerator(1);
        for (int i = 0; i < BOARDS; i++) {
            Board board = boards.randomWalk(3, WALK);
            new Solver(board).solution().forEach(Board::hashCode);
        }
    }
}
