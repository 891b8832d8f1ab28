package npuzzle.grader.checks.solver;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.Measurements;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.BoardMethod;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.cost.runtime.CostLimitError;
import npuzzle.reference.Board;

/**
 * The counted work a student's search may take on one board: {@link #RATIO} times what the reference A* counts on
 * it, at least {@link #FLOOR} and at most {@link #CEILING}, so an endless search ends the same way on every run and
 * every machine, before the child's heap is gone. The correctness checks search only the boards the reference
 * solves within {@link #CORRECTNESS_UNITS}, on which every correct style, however slow, finishes well within its
 * budget; harder boards are the timing checks'. A Solver whose searches passed their budgets {@link #BREACHES}
 * times gets only the floor on its later boards, so that an endless one fails all its boards within a check's time.
 */
final class SearchBudget {
    /**
     * How many times the reference A*'s units a search may take: on the correctness boards the slowest correct
     * styles measured took at most 194 times (no critical optimization), 75 (Hamming priority) and 68 (a constructor
     * that recomputes the distances for every tile, O(n^4)); see SolverStylesBench.
     */
    static final long RATIO = 1000;
    /** The reference A*'s units on the hardest board the correctness checks search. */
    static final long CORRECTNESS_UNITS = 100_000;
    /** The least budget, for boards the reference solves in a few units, and for unsolvable boards. */
    static final long FLOOR = 1_000_000;
    /** How many boards a Solver may pass its budget on before its later boards get only {@link #FLOOR}. */
    static final int BREACHES = 2;
    /**
     * The most budget: {@link #RATIO} times {@link #CORRECTNESS_UNITS}, about a second of counted work, and far from
     * the child's 512 MB heap (an endless search keeps up to 2.6 MB of nodes per million units).
     */
    static final long CEILING = RATIO * CORRECTNESS_UNITS;
    /**
     * How many times the reference A*'s Boards a search may make: on the correctness boards the slowest correct styles
     * measured made at most 360 times as many (a critical optimization that compares boards with ==, 557,094 Boards),
     * 96 (none) and 41 (Hamming priority); see SolverStylesBench.
     */
    static final long BOARDS_RATIO = 1000;
    /** The fewest Boards a search may make, for boards the reference solves with a few, and for unsolvable boards. */
    static final long BOARDS_FLOOR = 20_000;
    /**
     * The most Boards a search may make, whatever the reference made: 1.8 times the most a correct style made, and
     * their nodes (a few hundred bytes each for 3x3) stay below half the child's heap, so that a search that keeps
     * every node is stopped by this count before the collector takes the CPU and before its time limit.
     */
    static final long BOARDS_CEILING = 1_000_000;
    /** What a student's Solver did when its search on an unsolvable board passed the budget of {@link #rejecting}. */
    static final String UNREJECTED = "no exception: the search ran past its budget on an unsolvable board";
    /** The fix for {@link #UNREJECTED}. */
    static final String REJECT_FIRST = "check initial.isSolvable() in the constructor and throw "
            + "IllegalArgumentException";
    private static final Measurements.Key<ReferenceUnits> REFERENCE_UNITS = Measurements.Key.named(
            "the reference A*'s units per board");

    private final long units;
    private final long boards;
    private final Reference reference;
    private final boolean spent;

    private SearchBudget(long units, long boards, Reference reference, boolean spent) {
        this.units = units;
        this.boards = boards;
        this.reference = reference;
        this.spent = spent;
    }

    /** What the reference A* counts on one board: its units and the Boards it makes. */
    private record Reference(long units, long boards) {
        static final Reference NONE = new Reference(0, 0);

        static Reference of(SolverWork work) {
            return new Reference(work.units(), work.calls(BoardMethod.CONSTRUCTION));
        }
    }

    /**
     * What the reference A* counts on each board, measured once per grading context: the budgets of every search on
     * the board, and whether the correctness checks search it, come from it.
     */
    private static final class ReferenceUnits {
        private final Map<Board, Reference> units = new ConcurrentHashMap<>();
        /** The boards the reference does not solve within {@link #CORRECTNESS_UNITS}: each check asks again. */
        private final Set<Board> overCorrectnessUnits = ConcurrentHashMap.newKeySet();
        private CountedSolvers reference;

        private Reference count(Board board) {
            return Reference.of(SolverWork.run(reference(), board.toArray(), Long.MAX_VALUE));
        }

        private synchronized CountedSolvers reference() {
            if (reference == null) {
                reference = CountedSolvers.reference();
            }
            return reference;
        }
    }

    /** Returns the budget of a search on the solvable {@code board}. */
    static SearchBudget solving(GradingContext context, Board board) {
        return solving(context, board, 0);
    }

    /** Returns the budget of a search on the solvable {@code board} by a Solver that passed {@code breaches} budgets. */
    static SearchBudget solving(GradingContext context, Board board, int breaches) {
        ReferenceUnits units = referenceUnits(context);
        Reference reference = units.units.computeIfAbsent(board, units::count);
        if (breaches >= BREACHES) {
            return new SearchBudget(FLOOR, BOARDS_FLOOR, reference, true);
        }
        return new SearchBudget(Math.min(CEILING, Math.max(FLOOR, RATIO * reference.units())),
                Math.min(BOARDS_CEILING, Math.max(BOARDS_FLOOR, BOARDS_RATIO * reference.boards())), reference, false);
    }

    /** Returns whether the correctness checks search {@code board}: the reference solves it within the limit. */
    static boolean forCorrectness(GradingContext context, Board board) {
        ReferenceUnits reference = referenceUnits(context);
        Reference units = reference.units.get(board);
        if (units == null) {
            if (reference.overCorrectnessUnits.contains(board)) {
                return false;
            }
            SolverWork work = SolverWork.run(reference.reference(), board.toArray(), CORRECTNESS_UNITS);
            if (!work.finished()) {
                reference.overCorrectnessUnits.add(board);
                return false;
            }
            reference.units.put(board, Reference.of(work));
            return true;
        }
        return units.units() <= CORRECTNESS_UNITS;
    }

    private static ReferenceUnits referenceUnits(GradingContext context) {
        return context.measurements().get(REFERENCE_UNITS, ReferenceUnits::new);
    }

    /** Returns the budget of a search on an unsolvable board, which a Solver must reject before searching. */
    static SearchBudget rejecting() {
        return new SearchBudget(FLOOR, BOARDS_FLOOR, Reference.NONE, false);
    }

    long units() {
        return units;
    }

    /** Runs counted student code within this budget; a breach reaches the caller as a {@link CostLimitError}. */
    <T> T run(Supplier<T> search) {
        return WorkLimit.within(units, boards, search);
    }

    /** Returns whether {@code thrown}, or what it wraps, is this budget's breach. */
    static boolean breached(Throwable thrown) {
        return WorkLimit.passed(thrown);
    }

    /** Returns what a student reads when a search on a solvable board passed this budget. */
    String unfinished() {
        return unfinished(false);
    }

    /**
     * Returns what a student reads when a search on a solvable board passed this budget: its units of work, or with
     * {@code byBoards} the Boards it may make.
     */
    String unfinished(boolean byBoards) {
        long limit = byBoards ? boards : units;
        long needs = byBoards ? reference.boards() : reference.units();
        String forThisOne = " (the reference A* needs " + needs + " for this one)";
        String budget = spent ? "all that is left after the search passed its budget on " + BREACHES + " other boards"
                + forThisOne
                : limit == (byBoards ? BOARDS_FLOOR : FLOOR) ? "the least budget of any board" + forThisOne
                : limit == (byBoards ? BOARDS_CEILING : CEILING) ? "the most any board gets" + forThisOne
                : (byBoards ? BOARDS_RATIO : RATIO) + " times what the reference A* needs for this board (" + needs
                        + ")";
        return "did not finish: the search " + (byBoards ? "made more than " + limit + " Boards"
                : "used more than " + limit + " units of work") + ", " + budget
                + ": an endless search? check the priority (moves + manhattan) and that the goal test ends the search";
    }

    /** Returns what a student reads when a search passed this budget by {@code thrown}, a breach. */
    String unfinished(Throwable thrown) {
        CostLimitError limit = WorkLimit.passedLimit(thrown);
        return unfinished(limit != null && limit.boards());
    }
}
