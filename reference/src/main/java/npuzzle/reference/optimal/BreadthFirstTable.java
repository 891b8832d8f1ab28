package npuzzle.reference.optimal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import npuzzle.reference.Board;

/**
 * The exact distance to the goal of every board of side 2 or 3, from one breadth-first search from the goal
 * over all {@code (n*n)!/2} solvable boards.
 *
 * <p>Boards are indexed by the lexicographic rank of their row-major tiles, so building the 3x3 table takes
 * 362,880 bytes and a few tens of milliseconds; {@link #distance} takes time proportional to {@code n^4}.
 * Tables are immutable, built once per n and shared.
 */
public final class BreadthFirstTable {
    private static final ConcurrentMap<Integer, BreadthFirstTable> TABLES = new ConcurrentHashMap<>();

    private final int n;
    private final byte[] distances; // by rank; -1 for unsolvable boards
    private final int maxDistance;

    private BreadthFirstTable(int n) {
        this.n = n;
        int cells = n * n;
        int count = factorial(cells);
        distances = new byte[count];
        Arrays.fill(distances, (byte) -1);
        int[] queue = new int[count / 2];
        int head = 0;
        int tail = 0;
        int[] tiles = Board.goal(n).toRowMajor();
        int goal = rank(tiles);
        distances[goal] = 0;
        queue[tail++] = goal;
        int deepest = 0;
        while (head < tail) {
            int current = queue[head++];
            int distance = distances[current];
            deepest = distance;
            unrank(current, tiles);
            int blank = indexOfBlank(tiles);
            for (int next : Moves.of(n).neighbors(blank)) {
                tiles[blank] = tiles[next];
                tiles[next] = 0;
                int child = rank(tiles);
                if (distances[child] < 0) {
                    distances[child] = (byte) (distance + 1);
                    queue[tail++] = child;
                }
                tiles[next] = tiles[blank];
                tiles[blank] = 0;
            }
        }
        this.maxDistance = deepest;
    }

    /**
     * Returns the table for boards of side n, building it on first use.
     *
     * @throws IllegalArgumentException unless n is 2 or 3
     */
    public static BreadthFirstTable of(int n) {
        if (n != 2 && n != 3) {
            throw new IllegalArgumentException("breadth-first tables exist for n = 2 and 3 only, not " + n);
        }
        return TABLES.computeIfAbsent(n, BreadthFirstTable::new);
    }

    /** Returns the board side n of this table. */
    public int size() {
        return n;
    }

    /**
     * Returns the minimum number of moves from {@code board} to the goal, or -1 if the board is unsolvable.
     *
     * @throws IllegalArgumentException if the board's size is not this table's
     */
    public int distance(Board board) {
        if (board.size() != n) {
            throw new IllegalArgumentException("a " + n + "x" + n + " table cannot look up a "
                    + board.size() + "x" + board.size() + " board");
        }
        return distances[rank(board.toRowMajor())];
    }

    /** Returns the largest distance of any solvable board. */
    public int maxDistance() {
        return maxDistance;
    }

    /** Returns every board at exactly {@code d} moves from the goal, in lexicographic order of its row-major tiles. */
    public List<Board> boardsAtDistance(int d) {
        List<Board> boards = new ArrayList<>();
        int[] tiles = new int[n * n];
        for (int r = 0; r < distances.length; r++) {
            if (distances[r] == d) {
                unrank(r, tiles);
                boards.add(Board.ofRowMajor(n, tiles));
            }
        }
        return boards;
    }

    /** Returns how many solvable boards lie at each distance 0 .. {@link #maxDistance()}. */
    public long[] countsByDistance() {
        long[] counts = new long[maxDistance + 1];
        for (byte d : distances) {
            if (d >= 0) {
                counts[d]++;
            }
        }
        return counts;
    }

    private static int indexOfBlank(int[] tiles) {
        int k = 0;
        while (tiles[k] != 0) {
            k++;
        }
        return k;
    }

    private static int factorial(int m) {
        int f = 1;
        for (int k = 2; k <= m; k++) {
            f *= k;
        }
        return f;
    }

    /** Lexicographic rank of a permutation of {@code 0 .. m-1} (Lehmer code). */
    static int rank(int[] permutation) {
        int m = permutation.length;
        int rank = 0;
        int used = 0;
        for (int k = 0; k < m; k++) {
            int value = permutation[k];
            int smallerUnused = value - Integer.bitCount(used & ((1 << value) - 1));
            rank = rank * (m - k) + smallerUnused;
            used |= 1 << value;
        }
        return rank;
    }

    /** Writes into {@code permutation} the permutation of lexicographic rank {@code rank}. */
    static void unrank(int rank, int[] permutation) {
        int m = permutation.length;
        int[] digits = new int[m];
        for (int k = m - 1; k >= 0; k--) {
            digits[k] = rank % (m - k);
            rank /= m - k;
        }
        int used = 0;
        for (int k = 0; k < m; k++) {
            int value = -1;
            for (int skip = digits[k]; skip >= 0; skip--) {
                value = Integer.numberOfTrailingZeros(~used & ~((1 << (value + 1)) - 1));
            }
            permutation[k] = value;
            used |= 1 << value;
        }
    }
}
