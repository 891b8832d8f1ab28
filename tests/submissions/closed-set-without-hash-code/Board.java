import java.util.ArrayList;

public class Board {
    private final int size;
    private final int[] cells;
    private final int blank;
    private final int hammingDistance;
    private final int manhattanDistance;

    public Board(int[][] tiles) {
        size = tiles.length;
        cells = new int[size * size];
        int b = 0;
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                cells[r * size + c] = tiles[r][c];
                if (tiles[r][c] == 0) {
                    b = r * size + c;
                }
            }
        }
        blank = b;
        int ham = 0;
        int man = 0;
        for (int k = 0; k < cells.length; k++) {
            int v = cells[k];
            if (v == 0 || v == k + 1) {
                continue;
            }
            ham++;
            man += Math.abs((v - 1) / size - k / size) + Math.abs((v - 1) % size - k % size);
        }
        hammingDistance = ham;
        manhattanDistance = man;
    }

    public int size() {
        return size;
    }

    public int tileAt(int i, int j) {
        return cells[i * size + j];
    }

    public int hamming() {
        return hammingDistance;
    }

    public int manhattan() {
        return manhattanDistance;
    }

    public boolean isGoal() {
        return hammingDistance == 0;
    }

    public boolean isSolvable() {
        int[] a = new int[cells.length - 1];
        int k = 0;
        for (int v : cells) {
            if (v != 0) {
                a[k++] = v;
            }
        }
        long inv = inversions(a, 0, a.length);
        if (size % 2 == 1) {
            return inv % 2 == 0;
        }
        return (inv + blank / size) % 2 == 1;
    }

    private static long inversions(int[] a, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) / 2;
        long inv = inversions(a, lo, mid) + inversions(a, mid, hi);
        int[] merged = new int[hi - lo];
        int i = lo;
        int j = mid;
        for (int k = 0; k < merged.length; k++) {
            if (i < mid && (j >= hi || a[i] <= a[j])) {
                merged[k] = a[i++];
            } else {
                inv += mid - i;
                merged[k] = a[j++];
            }
        }
        System.arraycopy(merged, 0, a, lo, merged.length);
        return inv;
    }

    public Iterable<Board> neighbors() {
        ArrayList<Board> result = new ArrayList<Board>();
        int r = blank / size;
        int c = blank % size;
        if (r > 0) {
            result.add(swapBlankWith(blank - size));
        }
        if (r < size - 1) {
            result.add(swapBlankWith(blank + size));
        }
        if (c > 0) {
            result.add(swapBlankWith(blank - 1));
        }
        if (c < size - 1) {
            result.add(swapBlankWith(blank + 1));
        }
        return result;
    }

    private Board swapBlankWith(int k) {
        int[][] next = new int[size][size];
        for (int i = 0; i < cells.length; i++) {
            next[i / size][i % size] = cells[i];
        }
        next[blank / size][blank % size] = cells[k];
        next[k / size][k % size] = 0;
        return new Board(next);
    }

    // equals compares the tiles; hashCode is left as Object's
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Board)) {
            return false;
        }
        Board that = (Board) other;
        if (that.size != size) {
            return false;
        }
        for (int k = 0; k < cells.length; k++) {
            if (cells[k] != that.cells[k]) {
                return false;
            }
        }
        return true;
    }

    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < cells.length; k++) {
            out.append(String.format("%2s", cells[k] == 0 ? " " : cells[k]));
            if (k == cells.length - 1) {
                break;
            }
            out.append((k + 1) % size == 0 ? "\n" : " ");
        }
        return out.toString();
    }
}
