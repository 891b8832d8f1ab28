package npuzzle.grader.checks.timing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.Measurements;
import npuzzle.grader.checks.SharedWork;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.cost.CountedSolvers;

/**
 * The student's Solver and the plain A* on the same puzzles, both on the call-counted reference Board: the
 * units and Board calls of each. A student's search stops at {@value #WORK_LIMIT} times the plain A*'s units.
 *
 * @param puzzles what each puzzle is, e.g. "3x3 after 20 random slides"
 * @param reference the plain A*'s work on each puzzle
 * @param student the student's work on each puzzle
 */
public record SolverComparison(List<String> puzzles, List<SolverWork> reference, List<SolverWork> student) {
    /**
     * The most units a student's search may take on a puzzle, in times the plain A*'s: the correct styles measured
     * took up to 3.1 times (a twin searched in lockstep), the Hamming priority at least 33 times
     * (YardstickSpreadBench, seeds 1 to 6).
     */
    static final int WORK_LIMIT = 10;
    private static final int[][] PUZZLES = {{3, 20}, {3, 30}, {3, 40}, {3, 50}, {3, 60}, {4, 20}, {4, 30}};

    /** The comparison, measured once per context and shared by the Solver timing and memory checks. */
    private static final Measurements.Key<SolverComparison> MEASURED = Measurements.Key.named(
            "the timing searches beside the plain A*");

    public SolverComparison {
        puzzles = List.copyOf(puzzles);
        reference = List.copyOf(reference);
        student = List.copyOf(student);
    }

    /**
     * Returns the comparison for this context, measured once and shared by the Solver timing and memory checks.
     *
     * @throws CheckFailure if the Solver cannot run there, or answers some puzzle wrong ({@link #requireRightAnswers})
     */
    public static SolverComparison of(GradingContext context) {
        SolverComparison measured = context.measurements().get(MEASURED, () -> {
            Class<?> solver = solverClass(context);
            return context.sharedWork().run(SharedWork.TIMING_SEARCHES, () -> measure(solver, context.seed()));
        });
        measured.requireRightAnswers();
        return measured;
    }

    /**
     * Returns the student's Solver class the comparison runs: the one linked to the reference Board, else the
     * student's own.
     *
     * @throws CheckFailure if it uses a Board member the reference Board lacks, or no Solver was graded
     */
    public static Class<?> solverClass(GradingContext context) {
        if (context.notJudgedOnReferenceBoard().isPresent()) {
            String cause = "solver.api.board-api-only";
            throw new CheckFailure(NotJudged.NOTHING_JUDGED + "your Solver uses a Board member the "
                    + "reference Board has no equivalent of, so its work cannot be counted on the reference Board "
                    + "(charged by " + cause + ")", CheckDetails.notJudged(cause, 1));
        }
        return context.solverOnReferenceBoard().or(context::solver).orElseThrow(() -> {
            String reason = context.unavailable().getOrDefault("Solver", "Solver.java was not graded");
            return CheckFailure.unavailable("Solver", reason);
        });
    }

    static SolverComparison measure(Class<?> studentSolver, long seed) {
        return measure(studentSolver, puzzles(seed), WORK_LIMIT);
    }

    /** Returns the puzzles the comparison measures for {@code seed}, by name, smallest first. */
    public static Map<String, int[][]> puzzles(long seed) {
        Map<String, int[][]> puzzles = new LinkedHashMap<>();
        for (int[] puzzle : PUZZLES) {
            puzzles.put(puzzle[0] + "x" + puzzle[0] + " after " + puzzle[1] + " random slides",
                    BoardInputs.walked(puzzle[0], puzzle[1], seed));
        }
        return puzzles;
    }

    /**
     * Runs the plain A* and then the student's Solver, watched, on each named puzzle, in order; the student's
     * search stops at {@code workLimit} times the plain A*'s units.
     */
    static SolverComparison measure(Class<?> studentSolver, Map<String, int[][]> puzzles, int workLimit) {
        CountedSolvers yardstick = CountedSolvers.yardstick();
        CountedSolvers studentSolvers = CountedSolvers.student(studentSolver);
        List<SolverWork> reference = new ArrayList<>();
        List<SolverWork> student = new ArrayList<>();
        for (int[][] tiles : puzzles.values()) {
            SolverWork referenceWork = SolverWork.run(yardstick, tiles, Long.MAX_VALUE, true);
            reference.add(referenceWork);
            student.add(SolverWork.run(studentSolvers, tiles, referenceWork.units() * workLimit, true));
        }
        return new SolverComparison(new ArrayList<>(puzzles.keySet()), reference, student);
    }

    /**
     * Throws unless every search that ended answered moves() right: the cost of wrong answers says nothing (a
     * constant is fast), so a wrong answer on any puzzle leaves the check nothing to judge, charged to
     * {@code solver.reference-board.moves.optimal}. A search stopped by the work limit is the checks' own to judge.
     */
    private void requireRightAnswers() {
        int wrong = 0;
        for (int i = 0; i < puzzles.size(); i++) {
            if (student.get(i).finished() && student.get(i).moves() != reference.get(i).moves()) {
                wrong++;
            }
        }
        if (wrong > 0) {
            String cause = "solver.reference-board.moves.optimal";
            throw new CheckFailure("not judged, so no point earned: moves() is wrong, or the search threw, on " + wrong
                    + " of " + puzzles.size() + " puzzles (charged by " + cause + ")", new CheckDetails(null, null,
                    null, null, 0, puzzles.size(), null, Map.of(cause, wrong)));
        }
    }

    /** Returns how many puzzles the student's search finished within the work limit. */
    int finished() {
        return (int) student.stream().filter(SolverWork::finished).count();
    }

    long studentTotal(ToLongFunction<SolverWork> metric) {
        return student.stream().mapToLong(metric).sum();
    }

    long referenceTotal(ToLongFunction<SolverWork> metric) {
        return reference.stream().mapToLong(metric).sum();
    }

    /** Returns the puzzles with the student's and the plain A*'s figure: "3x3 after 20 random slides: 1208 (plain A* 679)". */
    String table(ToLongFunction<SolverWork> metric) {
        return tableOf(work -> String.valueOf(metric.applyAsLong(work)));
    }

    /** Returns the puzzles with the student's and the plain A*'s figures as {@code figures} writes them. */
    String tableOf(Function<SolverWork, String> figures) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < puzzles.size(); i++) {
            s.append(i == 0 ? "" : "; ").append(puzzles.get(i)).append(": ")
                    .append(figures.apply(student.get(i))).append(student.get(i).finished() ? "" : " (stopped)")
                    .append(" (plain A* ").append(figures.apply(reference.get(i))).append(')');
        }
        return s.toString();
    }
}
