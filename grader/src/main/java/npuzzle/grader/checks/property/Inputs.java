package npuzzle.grader.checks.property;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.GradingContext;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFacts;

/** The inputs of multi-input checks: the data set's boards and seeded random boards. */
public final class Inputs {
    /** Sizes of the random boards. */
    public static final int MIN_N = 2;
    public static final int MAX_N = 10;
    /** Large sizes, where a wrong index formula or an int overflow shows. */
    private static final int[] LARGE_N = {20, 33, 64};

    private Inputs() {
    }

    /** Returns the random source of one check: the run's seed mixed with the check's id. */
    public static SplittableRandom random(GradingContext context, String checkId) {
        return new SplittableRandom(context.seed() * 0x9E3779B97F4A7C15L + checkId.hashCode());
    }

    /** Returns the data set's boards. */
    public static List<Sample> dataSet(GradingContext context) {
        List<Sample> samples = new ArrayList<>();
        for (PuzzleFacts facts : context.puzzles()) {
            samples.add(new Sample(facts.file(), facts.board(), false));
        }
        return samples;
    }

    /**
     * Returns the data set's boards, then for each n = 2..10 random boards and boards a few slides from the goal
     * (where off-by-one goals show), then one board of each large n.
     */
    public static List<Sample> boards(GradingContext context, SplittableRandom random) {
        List<Sample> samples = smallBoards(context, random);
        for (int n : LARGE_N) {
            samples.add(Sample.random(randomBoard(random, n)));
        }
        return samples;
    }

    /** Returns {@link #boards} without the large random boards, for the checks that query a board many times. */
    public static List<Sample> smallBoards(GradingContext context, SplittableRandom random) {
        List<Sample> samples = dataSet(context);
        for (int n = MIN_N; n <= MAX_N; n++) {
            for (int k = 0; k < 4; k++) {
                samples.add(Sample.random(randomBoard(random, n)));
            }
            for (int depth = 1; depth <= 3; depth++) {
                samples.add(Sample.random(scrambled(random, n, depth)));
            }
            samples.add(Sample.random(Board.goal(n)));
        }
        return samples;
    }

    /**
     * Returns, for each n in {@code sizes}, boards with the blank in each row, each in a solvable and an unsolvable
     * version (two tiles swapped), plus the data set's boards of those sizes.
     */
    public static List<Sample> blankInEveryRow(GradingContext context, SplittableRandom random, int... sizes) {
        List<Sample> samples = new ArrayList<>();
        for (Sample sample : dataSet(context)) {
            for (int n : sizes) {
                if (sample.board().size() == n) {
                    samples.add(sample);
                }
            }
        }
        for (int n : sizes) {
            for (int row = 0; row < n; row++) {
                int[] tiles = randomBoard(random, n).toRowMajor();
                int blank = indexOf(tiles, 0);
                int target = row * n + random.nextInt(n);
                tiles[blank] = tiles[target];
                tiles[target] = 0;
                samples.add(Sample.random(Board.ofRowMajor(n, tiles)));
                int first = target == 0 ? 1 : 0;
                int second = target == n * n - 1 ? n * n - 2 : n * n - 1;
                int swap = tiles[first];
                tiles[first] = tiles[second];
                tiles[second] = swap;
                samples.add(Sample.random(Board.ofRowMajor(n, tiles)));
            }
        }
        return samples;
    }

    /** Returns a uniformly random board of side n, solvable or not. */
    public static Board randomBoard(SplittableRandom random, int n) {
        int[] tiles = new int[n * n];
        for (int k = 0; k < tiles.length; k++) {
            tiles[k] = k;
        }
        for (int k = tiles.length - 1; k > 0; k--) {
            int other = random.nextInt(k + 1);
            int swap = tiles[k];
            tiles[k] = tiles[other];
            tiles[other] = swap;
        }
        return Board.ofRowMajor(n, tiles);
    }

    /** Returns the board reached from the goal by {@code slides} random slides that never undo the previous one. */
    public static Board scrambled(SplittableRandom random, int n, int slides) {
        Board board = Board.goal(n);
        Board previous = null;
        for (int k = 0; k < slides; k++) {
            List<Board> next = new ArrayList<>();
            for (Board neighbor : board.neighbors()) {
                if (!neighbor.equals(previous)) {
                    next.add(neighbor);
                }
            }
            previous = board;
            board = next.get(random.nextInt(next.size()));
        }
        return board;
    }

    private static int indexOf(int[] tiles, int tile) {
        for (int k = 0; k < tiles.length; k++) {
            if (tiles[k] == tile) {
                return k;
            }
        }
        throw new IllegalArgumentException("no tile " + tile);
    }
}
