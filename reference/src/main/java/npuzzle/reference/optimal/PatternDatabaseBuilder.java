package npuzzle.reference.optimal;

import java.util.Arrays;

/**
 * Builds a {@link PatternDatabase} by a breadth-first search backwards from the goal in which sliding a
 * pattern tile costs 1 and sliding any other tile costs 0.
 *
 * <p>A search state is a placement of the pattern tiles with the region of free cells the blank can reach at no
 * cost. Regions are marked when first reached (a set of blank cells per placement, one int), so each is
 * queued once, at its least depth. Memory: five bytes per placement, {@code 5 N!/(N-k)!}, plus the queues; a 6-tile 4x4 database (5,765,760 placements) builds in
 * seconds.
 */
final class PatternDatabaseBuilder {
    private static final byte UNSEEN = -1;

    private final int n;
    private final int cells;
    private final int[] tiles;
    private final int k;
    private final int full;
    private final int notFirstColumn;
    private final int notLastColumn;
    private final int[] neighborMask;

    PatternDatabaseBuilder(int n, int[] tiles) {
        this.n = n;
        this.cells = n * n;
        this.tiles = tiles.clone();
        this.k = tiles.length;
        if (cells > 31 || PatternDatabase.placements(cells, k) < 0) {
            throw new IllegalArgumentException("a " + k + "-tile database of a " + n + "x" + n + " board is too large");
        }
        for (int tile : tiles) {
            if (tile < 1 || tile >= cells) {
                throw new IllegalArgumentException("tile " + tile + " is not on a " + n + "x" + n + " board");
            }
        }
        full = (1 << cells) - 1;
        int firstColumn = 0;
        for (int row = 0; row < n; row++) {
            firstColumn |= 1 << (row * n);
        }
        notFirstColumn = full & ~firstColumn;
        notLastColumn = full & ~(firstColumn << (n - 1));
        neighborMask = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            neighborMask[cell] = neighbors(1 << cell);
        }
    }

    PatternDatabase build() {
        int count = (int) PatternDatabase.placements(cells, k);
        byte[] distances = new byte[count];
        Arrays.fill(distances, UNSEEN);
        int[] reached = new int[count]; // by placement: the blank cells of the regions discovered so far
        int[] place = new int[k];
        for (int i = 0; i < k; i++) {
            place[i] = tiles[i] - 1;
        }
        LongQueue current = new LongQueue();
        LongQueue next = new LongQueue();
        int start = PatternDatabase.rank(place, k, cells);
        distances[start] = 0;
        reached[start] = flood(1 << (cells - 1), full & ~unrank(start, place));
        current.add(encode(start, reached[start]));
        for (int depth = 0; !current.isEmpty(); depth++) {
            while (!current.isEmpty()) {
                long entry = current.poll();
                int placement = (int) (entry >>> 32);
                int region = (int) entry;
                int occupied = unrank(placement, place);
                int border = neighbors(region) & occupied;
                int prefixRank = 0;
                int prefixUsed = 0;
                for (int i = 0; i < k && border != 0; i++) {
                    int from = place[i];
                    if ((border >>> from & 1) != 0) {
                        for (int targets = neighborMask[from] & region; targets != 0; targets &= targets - 1) {
                            int target = Integer.numberOfTrailingZeros(targets);
                            place[i] = target;
                            int child = rankFrom(place, i, prefixRank, prefixUsed);
                            if ((reached[child] >>> from & 1) != 0) {
                                continue;
                            }
                            int childRegion = flood(1 << from, full & ~(occupied & ~(1 << from) | 1 << target));
                            if ((reached[child] & childRegion) == 0) {
                                reached[child] |= childRegion;
                                if (distances[child] == UNSEEN) {
                                    distances[child] = (byte) (depth + 1);
                                }
                                next.add(encode(child, childRegion));
                            }
                        }
                        place[i] = from;
                    }
                    prefixRank = prefixRank * (cells - i) + from - Integer.bitCount(prefixUsed & ((1 << from) - 1));
                    prefixUsed |= 1 << from;
                }
            }
            LongQueue swap = current;
            current = next;
            next = swap;
        }
        return new PatternDatabase(n, tiles, distances);
    }

    /** Finishes the rank of {@code place} given the rank and cell set of {@code place[0 .. i-1]}. */
    private int rankFrom(int[] place, int i, int rank, int used) {
        for (int j = i; j < k; j++) {
            int cell = place[j];
            rank = rank * (cells - j) + cell - Integer.bitCount(used & ((1 << cell) - 1));
            used |= 1 << cell;
        }
        return rank;
    }

    private static long encode(int placement, int region) {
        return (long) placement << 32 | region;
    }

    /** Returns the cells next to any cell of {@code set}. */
    private int neighbors(int set) {
        return ((set << 1) & notFirstColumn) | ((set >>> 1) & notLastColumn) | ((set << n) & full) | (set >>> n);
    }

    /** Returns the cells of {@code free} connected to {@code seed} through {@code free}. */
    private int flood(int seed, int free) {
        int region = seed;
        while (true) {
            int grown = (region | neighbors(region)) & free;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    /** Writes the cells of placement {@code rank} into {@code place}; returns them as a set. */
    private int unrank(int rank, int[] place) {
        for (int i = k - 1; i >= 0; i--) {
            int radix = cells - i;
            place[i] = rank % radix; // for now the index among the free cells, in increasing order
            rank /= radix;
        }
        int used = 0;
        for (int i = 0; i < k; i++) {
            int free = ~used & full;
            for (int skip = place[i]; skip > 0; skip--) {
                free &= free - 1;
            }
            place[i] = Integer.numberOfTrailingZeros(free);
            used |= 1 << place[i];
        }
        return used;
    }

    /** A growable first-in first-out queue of longs that reuses its storage once emptied. */
    private static final class LongQueue {
        private long[] items = new long[1 << 12];
        private int head;
        private int tail;

        boolean isEmpty() {
            return head == tail;
        }

        void add(long item) {
            if (tail == items.length) {
                if (head < items.length / 2) {
                    items = Arrays.copyOf(items, items.length * 2);
                }
                System.arraycopy(items, head, items, 0, tail - head);
                tail -= head;
                head = 0;
            }
            items[tail++] = item;
        }

        long poll() {
            long item = items[head++];
            if (head == tail) {
                head = 0;
                tail = 0;
            }
            return item;
        }
    }
}
