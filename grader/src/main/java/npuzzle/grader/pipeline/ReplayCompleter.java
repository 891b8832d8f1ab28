package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.Replay;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.reference.Board;
import npuzzle.reference.SearchLimitException;
import npuzzle.reference.SolveLimits;
import npuzzle.reference.Solver;

/**
 * Completes the replays the child sent, in the parent: checks that their boards are boards, and adds the convention,
 * a shortest solution from the reference A* and the first wrong step. A replay whose boards are not boards, or too
 * many, is dropped (the child is not trusted). One instance serves one grading's assemblies and remembers the
 * searches it ran.
 */
final class ReplayCompleter {
    /** Search nodes of one reference A* search: far more than the boards a check shows need. */
    private static final long NODES = 2_000_000;
    /** Search nodes for all the distances of one report's replays, after which the rest are not judged. */
    private static final long DISTANCE_NODES = 4_000_000;
    private static final int MAX_SIDE = 32;

    private final SolutionConvention convention;
    private final Map<Board, OptionalInt> distances = new HashMap<>();
    private final Map<Board, List<Board>> optimal = new HashMap<>();
    private long nodesLeft = DISTANCE_NODES;

    ReplayCompleter(SolutionConvention convention) {
        this.convention = convention;
    }

    /** Returns the details with their replay completed, or without it when it cannot be trusted. */
    CheckDetails complete(CheckDetails details) {
        if (details == null || details.replay() == null) {
            return details;
        }
        Replay replay = details.replay();
        if (replay.n() < 2 || replay.n() > MAX_SIDE || replay.solution().size() > Replay.maxBoards(replay.n())) {
            return details.withReplay(null);
        }
        Board initial;
        List<Board> solution = new ArrayList<>();
        try {
            initial = Board.ofRowMajor(replay.n(), replay.initial());
            for (int[] tiles : replay.solution()) {
                solution.add(Board.ofRowMajor(replay.n(), tiles));
            }
        } catch (IllegalArgumentException notABoard) {
            return details.withReplay(null);
        }
        if (!initial.isSolvable()) {
            return details.withReplay(null);
        }
        if (!optimal.containsKey(initial)) { // null, a search that did not finish, is remembered too
            optimal.put(initial, shortest(initial));
        }
        List<Board> shortest = optimal.get(initial);
        Replay.WrongStep wrong = WrongSteps.find(initial, solution, replay.omitted() == 0, convention,
                this::distance);
        return details.withReplay(replay.completed(convention, shortest, wrong));
    }

    /** Returns a shortest solution from the reference A*, or null when it does not finish within its nodes. */
    private static List<Board> shortest(Board initial) {
        try {
            return new Solver(initial, Math.min(NODES, SolveLimits.aStarNodes(initial.size()))).solutionList();
        } catch (SearchLimitException tooHard) {
            return null;
        }
    }

    /** Returns the board's distance to the goal, or empty once this report's search nodes are spent. */
    private OptionalInt distance(Board board) {
        OptionalInt known = distances.get(board);
        if (known != null) {
            return known;
        }
        List<Board> path = optimal.get(board);
        if (path != null) {
            return OptionalInt.of(path.size());
        }
        OptionalInt found = OptionalInt.empty();
        if (nodesLeft > 0) {
            try {
                Solver solver = new Solver(board, Math.min(nodesLeft, SolveLimits.aStarNodes(board.size())));
                nodesLeft -= solver.nodesCreated();
                found = OptionalInt.of(solver.moves());
            } catch (SearchLimitException tooHard) {
                nodesLeft = 0;
            }
        }
        distances.put(board, found);
        return found;
    }
}
