import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** A board written with streams: the tiles in one row-major array, the distances summed once. */
public final class Board {
    private final int n;
    private final int[] tiles;
    private final int blank;
    private final int hamming;
    private final int manhattan;

    public Board(int[][] tiles) {
        this(tiles.length, Arrays.stream(tiles).flatMapToInt(Arrays::stream).toArray());
    }

    private Board(int n, int[] tiles) {
        this.n = n;
        this.tiles = tiles;
        this.blank = IntStream.range(0, tiles.length).filter(k -> tiles[k] == 0).findFirst().orElseThrow();
        this.hamming = (int) IntStream.range(0, tiles.length)
                .filter(k -> tiles[k] != 0 && tiles[k] != k + 1).count();
        this.manhattan = IntStream.range(0, tiles.length).filter(k -> tiles[k] != 0)
                .map(k -> Math.abs((tiles[k] - 1) / n - k / n) + Math.abs((tiles[k] - 1) % n - k % n)).sum();
    }

    public int size() {
        return n;
    }

    public int tileAt(int i, int j) {
        return tiles[i * n + j];
    }

    public int hamming() {
        return hamming;
    }

    public int manhattan() {
        return manhattan;
    }

    public boolean isGoal() {
        return hamming == 0;
    }

    public boolean isSolvable() {
        int[] order = Arrays.stream(tiles).filter(t -> t != 0).toArray();
        long inversions = countAndSort(order);
        return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blank / n) % 2 == 1;
    }

    private static long countAndSort(int[] a) {
        if (a.length <= 1) {
            return 0;
        }
        int[] left = Arrays.copyOf(a, a.length / 2);
        int[] right = Arrays.copyOfRange(a, a.length / 2, a.length);
        long count = countAndSort(left) + countAndSort(right);
        for (int i = 0, j = 0, k = 0; k < a.length; k++) {
            if (j == right.length || (i < left.length && left[i] <= right[j])) {
                a[k] = left[i++];
            } else {
                count += left.length - i;
                a[k] = right[j++];
            }
        }
        return count;
    }

    public Iterable<Board> neighbors() {
        int row = blank / n;
        int col = blank % n;
        List<Board> boards = new ArrayList<>();
        if (row > 0) {
            boards.add(swap(blank - n));
        }
        if (row < n - 1) {
            boards.add(swap(blank + n));
        }
        if (col > 0) {
            boards.add(swap(blank - 1));
        }
        if (col < n - 1) {
            boards.add(swap(blank + 1));
        }
        return List.copyOf(boards);
    }

    private Board swap(int other) {
        int[] copy = tiles.clone();
        copy[blank] = copy[other];
        copy[other] = 0;
        return new Board(n, copy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && b.n == n && Arrays.equals(b.tiles, tiles);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(tiles);
    }

    @Override
    public String toString() {
        return IntStream.range(0, n)
                .mapToObj(i -> IntStream.range(0, n)
                        .mapToObj(j -> String.format("%2s", tileAt(i, j) == 0 ? " " : tileAt(i, j)))
                        .collect(Collectors.joining(" ")))
                .collect(Collectors.joining("\n"));
    }
}
