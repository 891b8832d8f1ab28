package npuzzle.grader.checks.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.Measurements;
import npuzzle.grader.checks.SharedWork;
import npuzzle.grader.checks.board.BoardProblems;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.SolverType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.checks.student.StudentSolver;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.runtime.BoardShadow;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.grader.cost.runtime.StudentRandomness;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFacts;
import npuzzle.reference.Solver;

/**
 * The student's Solver run once per board and kept, so that the solver checks share one search per board; the
 * puzzles are the data set's files and seeded boards that the reference A* solves within
 * {@link SearchBudget#CORRECTNESS_UNITS}. Each search runs on cost-counted classes ({@link #counted}) within its
 * {@link SearchBudget}, so an endless search fails that board. On the student's own Board, a search that a check
 * finds wrong is run again with each answer the Board gives the Solver shadowed by the reference Board
 * ({@link ShadowOracle}), and the first wrong one is kept ({@link Run#boardFault}), so that the Board, not the Solver,
 * can be charged for it. Each search starts with the student's randomness reseeded by its board
 * ({@link StudentRandomness}), so that a random twin is the same whichever check runs the search first.
 */
public final class SolverRuns {
    private static final int[][] SCRAMBLES = {{2, 1}, {2, 3}, {2, 6}, {3, 4}, {3, 10}, {3, 16}, {3, 24}, {4, 12}};
    /** The runs of a Solver class, kept by the context: a new context drops the last one's (and its loaders). */
    private static final Measurements.Key<SolverRuns> RUNS = Measurements.Key.named("the solver runs");

    /** How a search ended. */
    public enum Outcome {
        /** It answered moves() and solution(). */
        SOLVED,
        /**
         * The student's Board is wrong on this board, so the search was not started, or a Board method threw during
         * it: a Board check charges it.
         */
        BOARD_WRONG,
        /** It answered moves(), then solution() threw: moves() is judged, solution() by its own check. */
        SOLUTION_THREW,
        /** It passed its budget, or the constructor or moves() threw. */
        UNFINISHED
    }

    /**
     * One solve and the first answers of the solver, taken right after the constructor, so that no check sees a
     * solver whose state another check's calls changed.
     *
     * @param solver the student's solver, or null when its constructor threw or the Board was not run
     * @param outcome how the search ended
     * @param problem what the constructor, moves() or solution() threw, or why the student's Board could not be
     *     searched; null when the run worked
     * @param moves the first answer of moves()
     * @param solution the first walk of the first solution(), as reference boards
     * @param boardCheck the Board check charged for this board when the outcome is {@link Outcome#BOARD_WRONG}
     * @param shadow on the student's own Board, finds the first answer of the Board that the Solver got during this
     *     search and that differs from the reference Board's on the same tiles (see {@link #boardFault})
     */
    public record Run(StudentSolver solver, Outcome outcome, String problem, int moves, List<Board> solution,
            String boardCheck, Supplier<BoardFault> shadow) {
        Run(StudentSolver solver, Outcome outcome, String problem, int moves, List<Board> solution,
                Supplier<BoardFault> shadow) {
            this(solver, outcome, problem, moves, solution, null, shadow);
        }

        /**
         * Returns, on the student's own Board, the first answer of the Board that the Solver got during this search
         * (the constructor, moves() and solution()) and that differs from the reference Board's on the same tiles;
         * null when every shadowed answer was right, when the search was not run, and on the reference Board. The
         * search is run again for it, shadowed, the first time it is asked: only a search judged wrong needs it, and
         * shadowing costs many times the search itself where the Board's tiles are read through toString().
         */
        public BoardFault boardFault() {
            return shadow.get();
        }
    }

    private final GradingContext context;
    private final SolverType type;
    private final boolean guardsStudentBoard;
    private SolverType counted;
    private int breaches;
    private final Map<Board, Run> runs = new ConcurrentHashMap<>();
    private final Map<Board, Integer> optimum = new ConcurrentHashMap<>();

    private SolverRuns(GradingContext context, SolverType type) {
        this.context = context;
        this.type = type;
        this.guardsStudentBoard = context.board().orElse(null) == type.board().type();
        for (PuzzleFacts facts : context.puzzles()) {
            if (facts.moves() != null) {
                optimum.put(facts.board(), facts.moves());
            }
        }
    }

    /** Returns the runs of {@code type} in this context, kept across its checks. */
    public static SolverRuns of(GradingContext context, SolverType type) {
        return context.measurements().get(RUNS.of(type.type()), () -> new SolverRuns(context, type));
    }

    GradingContext context() {
        return context;
    }

    SolverType type() {
        return type;
    }

    /** Returns whether these runs are on the student's own Board (not the reference Board). */
    boolean onStudentBoard() {
        return guardsStudentBoard;
    }

    /** Returns the solvable puzzles, smallest first, seeded boards included. */
    public List<Sample> puzzles() {
        List<Sample> samples = new ArrayList<>();
        for (PuzzleFacts facts : context.puzzles()) {
            if (facts.solvable() && facts.moves() != null && SearchBudget.forCorrectness(context, facts.board())) {
                samples.add(new Sample(facts.file(), facts.board(), false));
            }
        }
        SplittableRandom random = Inputs.random(context, "solver.puzzles");
        for (int[] scramble : SCRAMBLES) {
            Board board = Inputs.scrambled(random, scramble[0], scramble[1]);
            if (SearchBudget.forCorrectness(context, board)) {
                samples.add(new Sample("random " + scramble[0] + "x" + scramble[0] + " board", board, true));
            }
        }
        return samples;
    }

    /**
     * Returns the student's solve of {@code board}, running it the first time as shared work: a search that runs
     * out of a check's time is not run again by the next check ({@link SharedWork}).
     */
    public Run run(Board board) {
        Run done = runs.get(board);
        if (done == null) {
            String key = guardsStudentBoard ? SharedWork.OWN_BOARD_SEARCHES : SharedWork.REFERENCE_BOARD_SEARCHES;
            done = context.sharedWork().run(key, () -> runs.computeIfAbsent(board, this::solve));
        }
        // what the check draws next is the same whether this search ran now or in an earlier check
        StudentRandomness.reseed(context.seed(), "after the search on " + board);
        return done;
    }

    private Run solve(Board board) {
        BoardProblems.Problem problem = guardsStudentBoard ? BoardProblems.of(type.board(), board) : null;
        if (problem != null) {
            return new Run(null, Outcome.BOARD_WRONG, problem.reason(), -1, List.of(), problem.check(), () -> null);
        }
        return search(board, SearchBudget.solving(context, board, breaches), null);
    }

    /**
     * Runs the student's search on {@code board} within {@code budget}; with an {@code oracle}, each answer the
     * student's Board gives the Solver is shadowed by it. The student's randomness starts from the board's own seed,
     * so the shadowed run makes the same draws as the first. Only a first run's breach counts toward {@link #breaches}.
     */
    private Run search(Board board, SearchBudget budget, ShadowOracle oracle) {
        StudentRandomness.reseed(context.seed(), (guardsStudentBoard ? "the own Board's" : "the reference Board's")
                + " search on " + board);
        SolverType search = counted();
        StudentSolver[] solver = new StudentSolver[1];
        Supplier<BoardFault> shadow = oracle != null ? oracle::fault
                : guardsStudentBoard ? memoized(() -> shadowed(board, budget)) : () -> null;
        if (oracle != null) {
            BoardShadow.arm(oracle);
        }
        try {
            return budget.run(() -> {
                solver[0] = search.solve(search.board().create(board));
                int moves = solver[0].moves();
                List<Board> solution;
                try {
                    solution = references(solver[0].solution(), board.size());
                } catch (StudentException e) {
                    if (SearchBudget.breached(e)) {
                        throw e;
                    }
                    return new Run(solver[0], Outcome.SOLUTION_THREW, e.describe(), moves, List.of(), shadow);
                }
                return new Run(solver[0], Outcome.SOLVED, null, moves, solution, shadow);
            });
        } catch (StudentException | CostLimitError e) {
            if (!SearchBudget.breached(e)) {
                StudentException thrown = (StudentException) e;
                Optional<ThrownInBoard> broke = guardsStudentBoard ? ThrownInBoard.of(thrown,
                        search.board().type().getName(), search.type().getName(), board.size(),
                        search.board().assignment()) : Optional.empty();
                if (broke.isPresent()) { // the Board broke the search: its check's to charge, as before a search
                    return new Run(solver[0], Outcome.BOARD_WRONG, "your Board's " + broke.get().call() + " threw "
                            + "during the search: " + thrown.describe() + " (charged by " + broke.get().check() + ")",
                            -1, List.of(), broke.get().check(), shadow);
                }
                return new Run(solver[0], Outcome.UNFINISHED, thrown.describe(), -1, List.of(), shadow);
            }
            if (oracle == null) {
                breaches++;
            }
            BoardProblems.Problem crawl = guardsStudentBoard ? BoardProblems.ofUnfinishedSearch(type.board(), board)
                    : null;
            if (crawl != null) { // the Board made the search crawl: its check's to charge
                return new Run(solver[0], Outcome.BOARD_WRONG, crawl.reason(), -1, List.of(), crawl.check(), shadow);
            }
            return new Run(solver[0], Outcome.UNFINISHED, budget.unfinished(e), -1, List.of(), shadow);
        } finally {
            if (oracle != null) {
                BoardShadow.disarm();
            }
        }
    }

    /** Runs the search on {@code board} again with every Board answer shadowed, and returns the first wrong one. */
    private BoardFault shadowed(Board board, SearchBudget budget) {
        String key = SharedWork.OWN_BOARD_SEARCHES;
        return context.sharedWork().run(key, () -> search(board, budget, new ShadowOracle(counted().board(),
                board.size())).boardFault());
    }

    private static <T> Supplier<T> memoized(Supplier<T> supplier) {
        Object[] value = new Object[1];
        boolean[] done = new boolean[1];
        return () -> {
            synchronized (value) {
                if (!done[0]) {
                    value[0] = supplier.get();
                    done[0] = true;
                }
                @SuppressWarnings("unchecked")
                T t = (T) value[0];
                return t;
            }
        };
    }

    /**
     * Returns the student's Solver reloaded with all its code cost-counted, on the same Board as {@link #type}: the
     * student's own, with the Solver's Board calls shadowed ({@link CountedSolvers#shadowed}, armed only during
     * {@link #run}), or the call-counted reference Board when {@link #type} runs on the reference Board.
     */
    public synchronized SolverType counted() {
        if (counted == null) {
            Class<?> board = type.board().type();
            CountedSolvers copy = context.referenceBoard().orElse(null) == board
                    ? CountedSolvers.student(type.type()) : CountedSolvers.shadowed(type.type(), board);
            counted = new SolverType(copy.solver(), new BoardType(copy.board(), type.board().assignment()));
        }
        return counted;
    }

    /** Returns the student's boards as reference boards, read through {@code tileAt}. */
    public static List<Board> references(List<StudentBoard> boards, int n) {
        List<Board> references = new ArrayList<>();
        for (StudentBoard board : boards) {
            references.add(board.toReference(n));
        }
        return references;
    }

    /** Returns the optimal number of moves: the data set's, else the reference A*'s. */
    public int optimum(Board board) {
        return optimum.computeIfAbsent(board, b -> new Solver(b).moves());
    }
}
