package npuzzle.grader.pipeline;

import java.util.List;
import java.util.OptionalInt;
import java.util.function.Function;
import npuzzle.grader.checks.Replay.WrongStep;
import npuzzle.grader.checks.Replay.WrongStep.Kind;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.reference.Board;

/**
 * Finds the first step of a student's solution that goes wrong, judged with the reference Board: a first board that
 * breaks the includes-initial convention, a board that is not one slide from the one before (an illegal slide when
 * the blank jumped), a solution that stops short of the goal, or, when every step is a slide to the goal, the first
 * slide that leaves every shortest solution.
 */
final class WrongSteps {
    private WrongSteps() {
    }

    /**
     * Returns the first wrong step of {@code solution} from {@code initial}, or null when every step is right or the
     * distances needed are unknown.
     *
     * @param complete whether {@code solution} is all solution() gave (else only its listed steps are judged)
     * @param distance a board's distance to the goal, or empty when the reference could not tell it
     */
    static WrongStep find(Board initial, List<Board> solution, boolean complete, SolutionConvention convention,
            Function<Board, OptionalInt> distance) {
        int start = 0;
        if (convention == SolutionConvention.INCLUDES_INITIAL) {
            if (solution.isEmpty() || !solution.get(0).equals(initial)) {
                return new WrongStep(0, Kind.NOT_INITIAL, "solution() must start with the initial board in this "
                        + "grading (the includes-initial convention)");
            }
            start = 1;
        }
        Board previous = initial;
        for (int k = start; k < solution.size(); k++) {
            Board board = solution.get(k);
            if (!isSlide(previous, board)) {
                return notASlide(k, previous, board, k == 0);
            }
            previous = board;
        }
        if (!complete) {
            return null;
        }
        if (!previous.isGoal()) {
            OptionalInt left = distance.apply(previous);
            return new WrongStep(solution.size(), Kind.STOPS_SHORT, "solution() stops here, "
                    + (left.isPresent() ? left.getAsInt() + (left.getAsInt() == 1 ? " move" : " moves") + " short of "
                            : "before ") + "the goal");
        }
        return offOptimal(initial, solution, start, distance);
    }

    private static WrongStep notASlide(int index, Board before, Board board, boolean first) {
        if (board.equals(before)) {
            return new WrongStep(index, Kind.NOT_A_NEIGHBOR, first
                    ? "the initial board again: solution() lists only the boards after it"
                    : "the same board as the one before: no tile moved");
        }
        int[] from = before.toRowMajor();
        int[] to = board.toRowMajor();
        int n = before.size();
        int blankBefore = indexOf(from, 0);
        int blankAfter = indexOf(to, 0);
        int moved = 0;
        for (int k = 0; k < from.length; k++) {
            moved += from[k] != to[k] && from[k] != 0 ? 1 : 0;
        }
        if (moved == 1 && blankBefore != blankAfter && from[blankAfter] == to[blankBefore]) {
            return new WrongStep(index, Kind.ILLEGAL_SLIDE, "tile " + to[blankBefore] + " jumps from "
                    + cell(blankAfter, n) + " to the blank at " + cell(blankBefore, n)
                    + ": a slide moves a tile next to the blank");
        }
        return new WrongStep(index, Kind.NOT_A_NEIGHBOR, moved + " tiles are not where they were on the board "
                + "before: a slide moves one tile, into the blank");
    }

    /** Returns the first slide after which the goal is farther than one less away, or null on a shortest path. */
    private static WrongStep offOptimal(Board initial, List<Board> solution, int start,
            Function<Board, OptionalInt> distance) {
        OptionalInt before = distance.apply(initial);
        for (int k = start; k < solution.size() && before.isPresent(); k++) {
            OptionalInt after = distance.apply(solution.get(k));
            if (after.isEmpty()) {
                return null;
            }
            if (after.getAsInt() != before.getAsInt() - 1) {
                return new WrongStep(k, Kind.OFF_OPTIMAL, "this slide leaves every shortest solution: the goal is "
                        + after.getAsInt() + " moves away after it, " + before.getAsInt() + " before");
            }
            before = after;
        }
        return null;
    }

    private static boolean isSlide(Board from, Board to) {
        for (Board neighbor : from.neighbors()) {
            if (neighbor.equals(to)) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(int[] tiles, int tile) {
        for (int k = 0; k < tiles.length; k++) {
            if (tiles[k] == tile) {
                return k;
            }
        }
        throw new IllegalArgumentException("no tile " + tile);
    }

    /** Returns a cell as {@code tileAt}'s arguments, "(row, column)" from 0. */
    private static String cell(int index, int n) {
        return "(" + index / n + ", " + index % n + ")";
    }
}
