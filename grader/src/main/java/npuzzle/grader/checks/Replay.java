package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import npuzzle.reference.Board;

/**
 * A failing {@code solution()} to replay step by step, on the board its check shows. The child JVM gives the initial
 * board and the student's boards ({@link #of}); the parent checks them and adds how solution() is read, a shortest
 * solution from the reference and the first wrong step ({@link #completed}), so that no reference search runs
 * beside student code.
 *
 * @param n the board's side
 * @param initial the initial board's tiles, row-major, the blank as 0
 * @param solution the boards the first walk of solution() gave, row-major, at most {@link #maxBoards(int)}
 * @param omitted how many further boards solution() gave that are not listed
 * @param convention how solution() is read in this grading, or null until the parent adds it
 * @param optimal a shortest solution from the reference, the boards after the initial one, or null when the parent
 *     has not (or could not) compute one
 * @param firstWrong the first step that goes wrong, or null when none does (or the parent has not looked yet)
 */
public record Replay(int n, int[] initial, List<int[]> solution, int omitted, SolutionConvention convention,
        List<int[]> optimal, WrongStep firstWrong) {
    /** The most tiles a replay lists (solution or optimal): 400 boards of 10x10, 4444 of 3x3. */
    static final int MAX_TILES = 40_000;

    /**
     * The first step of a solution that goes wrong.
     *
     * @param index the index in {@link #solution()} of the wrong board; for {@link Kind#STOPS_SHORT}, its length
     *     (where the missing board would be)
     * @param kind what is wrong with it
     * @param text what is wrong, as a student reads it
     */
    public record WrongStep(int index, Kind kind, String text) {
        /** What is wrong with a step; reports write the lowercase name with dashes. */
        public enum Kind {
            /** Under the includes-initial convention, the first board is not the initial board. */
            NOT_INITIAL,
            /** The blank swapped with a tile that is not next to it. */
            ILLEGAL_SLIDE,
            /** Not one slide from the board before: the same board, or several tiles changed. */
            NOT_A_NEIGHBOR,
            /** Every step is a slide, but the last board is not the goal. */
            STOPS_SHORT,
            /** Every step is a slide to the goal, but this one leaves every shortest solution. */
            OFF_OPTIMAL
        }

        public WrongStep {
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(text, "text");
            if (index < 0) {
                throw new IllegalArgumentException("index must be >= 0, got " + index);
            }
        }
    }

    public Replay {
        Objects.requireNonNull(initial, "initial");
        solution = List.copyOf(solution);
        optimal = optimal == null ? null : List.copyOf(optimal);
        if (n < 1 || initial.length != n * n || omitted < 0
                || solution.stream().anyMatch(board -> board.length != n * n)
                || optimal != null && optimal.stream().anyMatch(board -> board.length != n * n)) {
            throw new IllegalArgumentException("a replay needs boards of n * n tiles and omitted >= 0 (n = " + n + ")");
        }
    }

    /** Returns the replay of {@code solution} from {@code initial} as the child gives it, capped. */
    public static Replay of(Board initial, List<Board> solution) {
        int n = initial.size();
        int listed = Math.min(solution.size(), maxBoards(n));
        return new Replay(n, initial.toRowMajor(), tiles(solution.subList(0, listed)), solution.size() - listed, null,
                null, null);
    }

    /** Returns this replay with what the parent adds: the convention, a shortest solution and the first wrong step. */
    public Replay completed(SolutionConvention convention, List<Board> optimal, WrongStep firstWrong) {
        List<Board> shown = optimal == null ? null : optimal.subList(0, Math.min(optimal.size(), maxBoards(n)));
        return new Replay(n, initial, solution, omitted, convention, shown == null ? null : tiles(shown), firstWrong);
    }

    /** Returns the most boards of side n a replay lists. */
    public static int maxBoards(int n) {
        return Math.max(1, MAX_TILES / (n * n));
    }

    private static List<int[]> tiles(List<Board> boards) {
        List<int[]> tiles = new ArrayList<>(boards.size());
        for (Board board : boards) {
            tiles.add(board.toRowMajor());
        }
        return tiles;
    }
}
