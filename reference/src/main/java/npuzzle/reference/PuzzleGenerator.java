package npuzzle.reference;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import npuzzle.reference.optimal.BreadthFirstTable;
import npuzzle.reference.optimal.OptimalSolver;

/**
 * A seeded source of n-puzzle boards: uniform random solvable or unsolvable boards, random walks from the goal, and
 * boards whose optimal solution has an exact number of moves. The same seed and the same calls give the same boards.
 */
public final class PuzzleGenerator {
    private final SplittableRandom random;

    /** Creates a generator whose boards are determined by {@code seed}. */
    public PuzzleGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Returns a board of side n drawn uniformly from all solvable boards of that side. */
    public Board randomSolvable(int n) {
        return randomWithSolvability(n, true);
    }

    /** Returns a board of side n drawn uniformly from all unsolvable boards of that side. */
    public Board randomUnsolvable(int n) {
        return randomWithSolvability(n, false);
    }

    /**
     * Returns a uniformly random permutation, with two tiles swapped if its solvability is not {@code solvable}.
     * Swapping the first two tiles (not the blank) flips solvability and is a bijection between the two halves, so
     * the result is uniform over the boards with the asked solvability.
     */
    private Board randomWithSolvability(int n, boolean solvable) {
        requireSize(n);
        int[] tiles = new int[n * n];
        for (int k = 0; k < tiles.length; k++) {
            tiles[k] = k;
        }
        for (int k = tiles.length - 1; k > 0; k--) {
            swap(tiles, k, random.nextInt(k + 1));
        }
        Board board = Board.ofRowMajor(n, tiles);
        if (board.isSolvable() == solvable) {
            return board;
        }
        int first = tiles[0] == 0 ? 1 : 0;
        int second = tiles[first + 1] == 0 ? first + 2 : first + 1;
        swap(tiles, first, second);
        return Board.ofRowMajor(n, tiles);
    }

    /**
     * Returns the board reached from the goal of side n by {@code steps} random slides, none undoing the one before.
     * Its optimal solution has at most {@code steps} moves, and the same parity.
     */
    public Board randomWalk(int n, int steps) {
        requireSize(n);
        if (steps < 0) {
            throw new IllegalArgumentException("steps must not be negative, was " + steps);
        }
        return walk(Board.goal(n), steps);
    }

    private Board walk(Board start, int steps) {
        Board previous = null;
        Board current = start;
        for (int step = 0; step < steps; step++) {
            Board next = slide(current, previous);
            previous = current;
            current = next;
        }
        return current;
    }

    /** Returns a random neighbor of {@code current} other than {@code previous}. */
    private Board slide(Board current, Board previous) {
        Board[] choices = new Board[4];
        int count = 0;
        for (Board neighbor : current.neighbors()) {
            if (!neighbor.equals(previous)) {
                choices[count++] = neighbor;
            }
        }
        return choices[random.nextInt(count)];
    }

    /**
     * Returns {@code count} distinct boards of side n whose optimal solutions have exactly {@code depth} moves.
     * For n = 2 and 3 they are drawn uniformly from the breadth-first table's boards at that depth; for larger n
     * a random walk from the goal is extended until {@code solver} finds the board exactly {@code depth} moves away.
     *
     * @throws IllegalArgumentException if fewer than {@code count} such boards exist or could be found
     * @throws npuzzle.reference.optimal.SearchBudgetException if a board on the walk is too hard for {@code solver}
     */
    public List<Board> atDepth(int n, int depth, int count, OptimalSolver solver) {
        requireSize(n);
        if (depth < 0 || count < 1) {
            throw new IllegalArgumentException("need depth >= 0 and count >= 1, got " + depth + " and " + count);
        }
        return n <= 3 ? fromTable(BreadthFirstTable.of(n), depth, count) : fromWalks(n, depth, count, solver);
    }

    /** Returns every board of side n (2 or 3) at exactly {@code depth} moves, in the table's order. */
    public static List<Board> allAtDepth(int n, int depth) {
        if (n < 2 || n > 3) {
            throw new IllegalArgumentException("every board at a depth is known for n = 2 and 3 only, not " + n);
        }
        return BreadthFirstTable.of(n).boardsAtDistance(depth);
    }

    private List<Board> fromTable(BreadthFirstTable table, int depth, int count) {
        List<Board> boards = depth > table.maxDistance() ? List.of() : new ArrayList<>(table.boardsAtDistance(depth));
        if (boards.size() < count) {
            throw new IllegalArgumentException(boards.size() + " boards of side " + table.size() + " need exactly "
                    + depth + " moves; asked for " + count);
        }
        for (int k = 0; k < count; k++) {
            swap(boards, k, k + random.nextInt(boards.size() - k));
        }
        return List.copyOf(boards.subList(0, count));
    }

    private List<Board> fromWalks(int n, int depth, int count, OptimalSolver solver) {
        Set<Board> found = new LinkedHashSet<>();
        int attempts = 0;
        while (found.size() < count) {
            if (++attempts > 20 * count) {
                throw new IllegalArgumentException("found only " + found.size() + " distinct boards of side " + n
                        + " at exactly " + depth + " moves in " + (attempts - 1) + " walks; asked for " + count);
            }
            found.add(walkToDepth(n, depth, solver));
        }
        return List.copyOf(found);
    }

    /**
     * Walks from the goal until the board is exactly {@code depth} moves away. A slide changes the distance by one,
     * so from a board at distance d the walk goes {@code depth - d} more slides before the solver is asked again.
     */
    private Board walkToDepth(int n, int depth, OptimalSolver solver) {
        Board previous = null;
        Board current = Board.goal(n);
        int distance = 0;
        for (int solves = 0; solves < 1000; solves++) {
            if (distance == depth) {
                return current;
            }
            for (int step = distance; step < depth; step++) {
                Board next = slide(current, previous);
                previous = current;
                current = next;
            }
            distance = solver.solve(current).moves();
        }
        throw new IllegalArgumentException("a random walk on side " + n + " did not reach " + depth
                + " moves from the goal after 1000 solves");
    }

    private static void requireSize(int n) {
        if (n < 2) {
            throw new IllegalArgumentException("board size must be at least 2, was " + n);
        }
    }

    private static void swap(List<Board> list, int i, int j) {
        list.set(i, list.set(j, list.get(i)));
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
