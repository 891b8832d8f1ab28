package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.checks.student.StudentSolver;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFacts;
import npuzzle.reference.Solver;

/**
 * The student's Solver run once per board and kept, so that the solver checks share one search per board; the
 * puzzles are the data set's files an A* solves quickly plus seeded boards at known depths.
 */
final class SolverRuns {
    /** Data files of n >= 4 are solved only up to this many moves; all 2x2 and 3x3 files are. */
    static final int MAX_MOVES_FOR_LARGER_N = 30;
    private static final int[][] SCRAMBLES = {{2, 1}, {2, 3}, {2, 6}, {3, 4}, {3, 10}, {3, 16}, {3, 24}, {4, 12}};
    private static final Map<Class<?>, SolverRuns> CACHE = new WeakHashMap<>();

    /**
     * One solve.
     *
     * @param solver the student's solver, or null when its constructor threw
     * @param thrown what the constructor threw, or null
     */
    record Run(StudentSolver solver, StudentException thrown) {
    }

    private final GradingContext context;
    private final SolverType type;
    private final Map<Board, Run> runs = new ConcurrentHashMap<>();
    private final Map<Board, Integer> optimum = new ConcurrentHashMap<>();

    private SolverRuns(GradingContext context, SolverType type) {
        this.context = context;
        this.type = type;
        for (PuzzleFacts facts : context.puzzles()) {
            if (facts.moves() != null) {
                optimum.put(facts.board(), facts.moves());
            }
        }
    }

    /** Returns the runs of {@code type} in this context, kept across the checks of one JVM. */
    static SolverRuns of(GradingContext context, SolverType type) {
        synchronized (CACHE) {
            SolverRuns runs = CACHE.get(type.type());
            if (runs == null || runs.context != context) {
                runs = new SolverRuns(context, type);
                CACHE.put(type.type(), runs);
            }
            return runs;
        }
    }

    SolverType type() {
        return type;
    }

    /** Returns the solvable puzzles, smallest first, seeded boards included. */
    List<Sample> puzzles() {
        List<Sample> samples = new ArrayList<>();
        for (PuzzleFacts facts : context.puzzles()) {
            if (facts.solvable() && facts.moves() != null
                    && (facts.n() <= 3 || facts.moves() <= MAX_MOVES_FOR_LARGER_N)) {
                samples.add(new Sample(facts.file(), facts.board(), false));
            }
        }
        SplittableRandom random = Inputs.random(context, "solver.puzzles");
        for (int[] scramble : SCRAMBLES) {
            Board board = Inputs.scrambled(random, scramble[0], scramble[1]);
            samples.add(new Sample("random " + scramble[0] + "x" + scramble[0] + " board", board, true));
        }
        return samples;
    }

    /** Returns the student's solve of {@code board}, running it the first time. */
    Run run(Board board) {
        return runs.computeIfAbsent(board, this::solve);
    }

    private Run solve(Board board) {
        try {
            return new Run(type.solve(type.board().create(board)), null);
        } catch (StudentException e) {
            return new Run(null, e);
        }
    }

    /** Returns the optimal number of moves: the data set's, else the reference A*'s. */
    int optimum(Board board) {
        return optimum.computeIfAbsent(board, b -> new Solver(b).moves());
    }
}
