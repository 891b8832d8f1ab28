package npuzzle.grader.checks.property;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import npuzzle.reference.Board;

/**
 * Shrinks a failing random board: first to a random board of a smaller size that also fails, then greedily one
 * slide at a time toward the goal (a slide keeps solvability) while the board still fails.
 */
final class Shrinker {
    private static final int TRIES_PER_SIZE = 30;
    private static final int MAX_STEPS = 200;

    private Shrinker() {
    }

    static Sample shrink(Sample failing, SplittableRandom random, Predicate<Board> fails) {
        Board current = failing.board();
        for (int n = 2 + current.size() % 2; n < current.size(); n += 2) { // odd and even n have their own rules
            Board smaller = firstFailing(n, random, fails);
            if (smaller != null) {
                current = smaller;
                break;
            }
        }
        for (int step = 0; step < MAX_STEPS; step++) {
            Board closer = closerFailing(current, fails);
            if (closer == null) {
                break;
            }
            current = closer;
        }
        return Sample.random(current);
    }

    private static Board firstFailing(int n, SplittableRandom random, Predicate<Board> fails) {
        for (int k = 0; k < TRIES_PER_SIZE; k++) {
            Board board = Inputs.randomBoard(random, n);
            if (fails.test(board)) {
                return board;
            }
        }
        return null;
    }

    private static Board closerFailing(Board board, Predicate<Board> fails) {
        List<Board> closer = new ArrayList<>();
        for (Board neighbor : board.neighbors()) {
            if (neighbor.manhattan() < board.manhattan()) {
                closer.add(neighbor);
            }
        }
        closer.sort(Comparator.comparingInt(Board::manhattan));
        for (Board candidate : closer) {
            if (fails.test(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
