package npuzzle.reference.optimal;

/**
 * A pattern database: for every placement of a few pattern tiles on an n-by-n board, the minimum number of
 * moves of pattern tiles (moves of other tiles are free) to bring them to their goal cells. Distances of
 * databases over disjoint tile sets add up to an admissible estimate (Korf and Felner 2002).
 *
 * <p>A placement is indexed by its rank among the {@code N!/(N-k)!} ordered choices of k cells out of
 * {@code N = n*n}, one byte per placement; a lookup takes time proportional to k.
 */
final class PatternDatabase {
    private final int n;
    private final int[] tiles;
    private final byte[] distances;

    PatternDatabase(int n, int[] tiles, byte[] distances) {
        this.n = n;
        this.tiles = tiles.clone();
        if (distances.length != placements(n * n, tiles.length)) {
            throw new IllegalArgumentException("a " + tiles.length + "-tile database of a " + n + "x" + n
                    + " board has " + placements(n * n, tiles.length) + " entries, not " + distances.length);
        }
        this.distances = distances;
    }

    /** Returns the number of ordered choices of k cells out of {@code cells}, or -1 if it exceeds an int. */
    static long placements(int cells, int k) {
        long count = 1;
        for (int i = 0; i < k; i++) {
            count *= cells - i;
            if (count > Integer.MAX_VALUE - 8) {
                return -1;
            }
        }
        return count;
    }

    /** Returns the rank of {@code cells[0 .. k-1]} (distinct cells out of {@code cellCount}). */
    static int rank(int[] cells, int k, int cellCount) {
        int rank = 0;
        int used = 0;
        for (int i = 0; i < k; i++) {
            int cell = cells[i];
            rank = rank * (cellCount - i) + cell - Integer.bitCount(used & ((1 << cell) - 1));
            used |= 1 << cell;
        }
        return rank;
    }

    int n() {
        return n;
    }

    /** Returns the pattern tiles, in the order of the cells a lookup takes. */
    int[] tiles() {
        return tiles.clone();
    }

    int tileCount() {
        return tiles.length;
    }

    /** Returns the database's bytes; callers must not modify them. */
    byte[] bytes() {
        return distances;
    }

    /** Returns the distance of the placement with the given rank. */
    int distance(int rank) {
        return distances[rank];
    }

    /** Returns a file-name-safe name such as {@code 4x4-1-2-5-6-9-10}. */
    String name() {
        return name(n, tiles);
    }

    /** Returns the name of the database of {@code tiles} on an n-by-n board. */
    static String name(int n, int[] tiles) {
        StringBuilder s = new StringBuilder().append(n).append('x').append(n);
        for (int tile : tiles) {
            s.append('-').append(tile);
        }
        return s.toString();
    }

    @Override
    public String toString() {
        return "pattern database " + name() + " (" + distances.length + " entries)";
    }
}
