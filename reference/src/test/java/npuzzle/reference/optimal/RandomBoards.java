package npuzzle.reference.optimal;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import npuzzle.reference.Board;

/** Seeded boards for tests: random walks from the goal and uniformly shuffled boards. */
final class RandomBoards {
    private RandomBoards() {
    }

    /** Returns the board after {@code steps} random slides from the goal that never undo the previous one. */
    static Board walk(int n, int steps, Random random) {
        Board current = Board.goal(n);
        Board previous = null;
        for (int k = 0; k < steps; k++) {
            List<Board> options = new ArrayList<>();
            for (Board neighbor : current.neighbors()) {
                if (!neighbor.equals(previous)) {
                    options.add(neighbor);
                }
            }
            previous = current;
            current = options.get(random.nextInt(options.size()));
        }
        return current;
    }

    /** Returns a uniformly random permutation board, solvable or not. */
    static Board shuffled(int n, Random random) {
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

    /** Returns a uniformly random solvable board. */
    static Board solvable(int n, Random random) {
        Board board = shuffled(n, random);
        while (!board.isSolvable()) {
            board = shuffled(n, random);
        }
        return board;
    }

    /** Fails unless {@code path} is {@code moves} single slides from {@code start} that end at the goal. */
    static void assertValidPath(Board start, List<Board> path, int moves) {
        if (path.size() != moves) {
            throw new AssertionError("path has " + path.size() + " boards, expected " + moves);
        }
        Board current = start;
        for (Board next : path) {
            boolean adjacent = false;
            for (Board neighbor : current.neighbors()) {
                adjacent |= neighbor.equals(next);
            }
            if (!adjacent) {
                throw new AssertionError("not one slide apart:\n" + current + "\nand\n" + next);
            }
            current = next;
        }
        if (!current.isGoal()) {
            throw new AssertionError("path ends at a board that is not the goal:\n" + current);
        }
    }
}
