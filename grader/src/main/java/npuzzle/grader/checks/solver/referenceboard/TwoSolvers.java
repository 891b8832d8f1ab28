package npuzzle.grader.checks.solver.referenceboard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.solver.SolutionRules;
import npuzzle.grader.checks.solver.SolverRuns;
import npuzzle.grader.checks.solver.Verdicts;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentSolver;
import npuzzle.reference.Board;

/**
 * Two of the student's Solvers alive at once: the puzzles they are built on, which puzzle each is paired with (one of
 * the same size and another optimum, so that answers one Solver took from the other show), and the judging of both.
 */
final class TwoSolvers {
    /** Small puzzles only: each input is solved twice more, beside the run the other Solver checks share. */
    private static final int MAX_MOVES = 12;
    private static final int MAX_N = 4;
    private static final int PER_N = 5;

    private final GradingContext context;
    private final SolverRuns runs;
    private final List<Sample> inputs = new ArrayList<>();

    /**
     * Two Solvers built one after the other, on boards of different optima, then both asked moves() and solution():
     * both answer right, judged where each answers right when it is the only Solver (Princeton's Solver Test 5).
     */
    static void verify(GradingContext context, SolverType type, String id) {
        SolverRuns runs = SolverRuns.of(context, type);
        TwoSolvers pairs = new TwoSolvers(context, runs);
        Verdicts.verify(context, type, id, "two Solvers at once", pairs.inputs(), (initial, run, same) -> {
            SolutionRules.requireRightAnswers(context, initial, run, runs, id);
            Board other = pairs.partner(initial);
            SolutionRules.requireRightAnswers(context, other, runs.run(other), runs, id);
            return pairs.judge(initial, other);
        });
    }

    private TwoSolvers(GradingContext context, SolverRuns runs) {
        this.context = context;
        this.runs = runs;
        List<Sample> small = new ArrayList<>();
        for (Sample sample : runs.puzzles()) {
            int moves = runs.optimum(sample.board());
            if (sample.board().size() <= MAX_N && moves > 0 && moves <= MAX_MOVES) {
                small.add(new Sample(sample.origin(), sample.board(), false)); // a pair is not shrunk
            }
        }
        small.sort(Comparator.comparingInt((Sample s) -> s.board().size())
                .thenComparingInt(s -> runs.optimum(s.board())));
        for (int n = 2; n <= MAX_N; n++) {
            List<Integer> optima = new ArrayList<>();
            List<Sample> ofSize = new ArrayList<>();
            for (Sample sample : small) {
                int moves = runs.optimum(sample.board());
                if (sample.board().size() == n && !optima.contains(moves) && optima.size() < PER_N) {
                    optima.add(moves);
                    ofSize.add(sample);
                }
            }
            if (ofSize.size() > 1) {
                inputs.addAll(ofSize);
            }
        }
    }

    /** Returns the puzzles a first Solver is built on, at most {@value #PER_N} of each size, each optimum once. */
    List<Sample> inputs() {
        return inputs;
    }

    /**
     * Returns the puzzle the second Solver is built on: the input of the same size with the next smaller optimum, or
     * for the smallest, the next larger.
     */
    Board partner(Board first) {
        Board below = null;
        Board above = null;
        for (Sample sample : inputs) {
            Board board = sample.board();
            if (board.size() == first.size()) {
                if (runs.optimum(board) < runs.optimum(first)) {
                    below = board;
                } else if (runs.optimum(board) > runs.optimum(first) && above == null) {
                    above = board;
                }
            }
        }
        return below != null ? below : above;
    }

    /** Builds a Solver on {@code first}, then one on {@code second}, then asks both; returns the first wrong answer. */
    Mismatch judge(Board first, Board second) {
        SolverType search = runs.counted();
        StudentSolver earlier = search.solve(search.board().create(first));
        StudentSolver later = search.solve(search.board().create(second));
        String pair = "a Solver on this board, then a second on\n" + Boards.format(second.toArray()) + "\n("
                + runs.optimum(second) + " moves), then both asked; ";
        Mismatch wrong = wrong(pair + "the first", first, earlier);
        return wrong != null ? wrong : wrong(pair + "the second", second, later);
    }

    private Mismatch wrong(String which, Board board, StudentSolver solver) {
        int moves = solver.moves();
        List<Board> solution = SolverRuns.references(solver.solution(), board.size());
        String wrong = SolutionRules.wrongAnswer(context, board, moves, solution, runs);
        if (wrong == null) {
            return null;
        }
        return new Mismatch("moves() = " + runs.optimum(board) + " and a right solution() of its own board",
                which + " answered moves() = " + moves + " and a solution() of " + solution.size() + " boards ("
                        + (wrong.equals("moves.optimal") ? "not the optimum" : "not right: " + wrong) + ")",
                "the two Solvers share their answers: a static field is shared by all Solvers; keep moves, the "
                        + "solution and the queue in instance fields (or local variables)");
    }
}
