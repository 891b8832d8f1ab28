package npuzzle.reference.optimal;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** The disjoint tile groups whose pattern databases the optimal solver adds up, per board side. */
final class Partitions {
    /**
     * 4x4: the tiles of columns 0-1 and of columns 2-3 in rows 0-2, and the bottom row: Korf and Felner's 6-6-3
     * split (theirs has the blank first), turned onto the blank-last goal.
     */
    private static final int[][] FOUR = {{1, 2, 5, 6, 9, 10}, {3, 4, 7, 8, 11, 12}, {13, 14, 15}};
    /** 5x5: five compact blocks of 5-5-5-5-4 tiles (6-tile blocks would take 127.5 million bytes each). */
    private static final int[][] FIVE = {
        {1, 2, 3, 6, 7}, {4, 5, 8, 9, 10}, {11, 12, 16, 17, 21}, {13, 14, 15, 18, 19}, {20, 22, 23, 24}};

    private final Map<Integer, int[][]> bySize;

    private Partitions(Map<Integer, int[][]> bySize) {
        this.bySize = new HashMap<>();
        bySize.forEach((n, groups) -> this.bySize.put(n, copy(groups)));
    }

    /** Returns the partitions the optimal solver uses: 6-6-3 for 4x4, 5-5-5-5-4 for 5x5. */
    static Partitions standard() {
        return new Partitions(Map.of(4, FOUR, 5, FIVE));
    }

    /** Returns the given partitions, e.g. small ones for tests. */
    static Partitions of(Map<Integer, int[][]> bySize) {
        return new Partitions(bySize);
    }

    /** Returns the groups for boards of side n, or an empty array if pattern databases are not used for n. */
    int[][] forSize(int n) {
        return copy(bySize.getOrDefault(n, new int[0][]));
    }

    /** Returns a text that differs between different groups for n. */
    String describe(int n) {
        return Arrays.deepToString(bySize.getOrDefault(n, new int[0][]));
    }

    private static int[][] copy(int[][] groups) {
        int[][] copy = new int[groups.length][];
        for (int g = 0; g < groups.length; g++) {
            copy[g] = groups[g].clone();
        }
        return copy;
    }
}
