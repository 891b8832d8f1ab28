package npuzzle.grader.checks.solver;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.cost.WorkLimit;

/**
 * The student's Solver run on the grader's maze ({@code hw4.puzzle.GraderMaze}, loaded beside the Solver): a
 * {@code WorldState} that is not a Board, for CS 61B's rule that the Solver works on any world. It records what the
 * search answered, or why it gave no answer, and what the maze counted.
 *
 * @param fewestMoves the maze's shortest path, by breadth-first search
 * @param moves what moves() returned
 * @param solution the states of solution(), walked once
 * @param problem why the search gave no answer (it threw, or ran past its work limit), or null
 * @param estimates the calls of estimatedDistanceToGoal() the search made
 * @param handedOut the cells neighbors() handed the search
 */
record MazeSearch(int fewestMoves, int moves, List<Object> solution, String problem, long estimates,
        long handedOut) {
    static final String MAZE = "hw4.puzzle.GraderMaze";
    /** The counted work a search of one maze may take; a correct style takes under a hundredth of it. */
    private static final long UNITS = 40_000_000;

    /** Solves the seeded {@code n}-by-{@code n} maze with the student's Solver. */
    static MazeSearch run(Class<?> solver, int n, long seed) {
        try {
            Class<?> maze = Class.forName(MAZE, true, solver.getClassLoader());
            Object start = maze.getMethod("start", int.class, long.class).invoke(null, n, seed);
            int fewest = (int) maze.getMethod("fewestMoves").invoke(start);
            int moves = -1;
            List<Object> solution = new ArrayList<>();
            String problem = null;
            try {
                Object search = WorkLimit.within(UNITS, () -> construct(solver, maze, start));
                moves = (int) solver.getMethod("moves").invoke(search);
                Object states = solver.getMethod("solution").invoke(search);
                if (states instanceof Iterable<?> iterable) {
                    iterable.forEach(solution::add);
                }
            } catch (InvocationTargetException e) {
                problem = thrown(e.getCause());
            } catch (StudentSearchFailed e) {
                problem = e.getMessage();
            }
            return new MazeSearch(fewest, moves, solution, problem, count(maze, "estimates"),
                    count(maze, "handedOut"));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot run the Solver on " + MAZE + ": " + e, e);
        }
    }

    /** Returns whether moves() is the fewest moves and solution() walks the maze from the start to the goal. */
    boolean right() {
        return problem == null && moves == fewestMoves && wrongStep() == null;
    }

    /** Returns what is wrong with solution(), or null. */
    String wrongStep() {
        if (solution.size() != moves + 1) {
            return "solution() has " + solution.size() + " states; from the initial state to the goal, both "
                    + "included, it has moves() + 1 = " + (moves + 1);
        }
        try {
            Method isNeighbor = solution.get(0).getClass().getMethod("isNeighbor", Object.class);
            Method estimate = solution.get(0).getClass().getMethod("estimatedDistanceToGoal");
            for (int i = 1; i < solution.size(); i++) {
                if (!(boolean) isNeighbor.invoke(solution.get(i - 1), solution.get(i))) {
                    return "state " + i + " of solution() is not one move from the state before it";
                }
            }
            if ((int) estimate.invoke(solution.get(solution.size() - 1)) != 0) {
                return "solution() does not end at the goal";
            }
            return null;
        } catch (ReflectiveOperationException | ClassCastException e) {
            return "solution() holds something other than the maze's states: " + e;
        }
    }

    private static Object construct(Class<?> solver, Class<?> maze, Object start) {
        try {
            return SolverType.constructor(solver, maze).newInstance(start);
        } catch (InvocationTargetException e) {
            throw new StudentSearchFailed(WorkLimit.passed(e.getCause())
                    ? "the search did not finish within " + UNITS + " units of counted work" : thrown(e.getCause()));
        } catch (NoSuchMethodException e) {
            throw new StudentSearchFailed("the Solver has no public Solver(WorldState)");
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + solver.getName() + ": " + e, e);
        }
    }

    private static String thrown(Throwable thrown) {
        if (thrown instanceof OutOfMemoryError error) {
            throw error;
        }
        return "the Solver threw " + thrown;
    }

    private static long count(Class<?> maze, String counter) throws ReflectiveOperationException {
        return (long) maze.getMethod(counter).invoke(null);
    }

    /** Why a search of the maze gave no Solver to ask. */
    private static final class StudentSearchFailed extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StudentSearchFailed(String message) {
            super(message);
        }
    }
}
