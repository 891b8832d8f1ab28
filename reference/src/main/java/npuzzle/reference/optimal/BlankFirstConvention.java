package npuzzle.reference.optimal;

import npuzzle.reference.Board;

/**
 * Converts boards from the convention of Korf (1985) and most of the literature, where the goal has the blank
 * first ({@code 0 1 2 ... N-1}), to this project's, where it has the blank last ({@code 1 2 ... N-1 0}).
 *
 * <p>The map turns the board 180 degrees (cell {@code p} goes to {@code N-1-p}) and relabels each tile
 * {@code t != 0} as {@code N - t}. A rotation keeps cells adjacent, so every slide of one board is a slide of
 * the other; and it sends the blank-first goal onto the blank-last goal (tile {@code p} at cell {@code p}
 * becomes tile {@code N-p} at cell {@code N-1-p}). The state graphs are therefore isomorphic with goal mapped
 * to goal, and every board keeps its optimal length (tested against a breadth-first search in both
 * conventions on 3x3).
 */
public final class BlankFirstConvention {
    private BlankFirstConvention() {
    }

    /**
     * Returns the board, in this project's convention, of the row-major tiles of side n given in the
     * blank-first convention.
     *
     * @throws IllegalArgumentException if the tiles are not a permutation of {@code 0 .. n*n-1}
     */
    public static Board toBlankLast(int n, int... blankFirstTiles) {
        int cells = n * n;
        if (blankFirstTiles.length != cells) {
            throw new IllegalArgumentException("expected " + cells + " tiles, got " + blankFirstTiles.length);
        }
        boolean[] seen = new boolean[cells];
        for (int tile : blankFirstTiles) {
            if (tile < 0 || tile >= cells) {
                throw new IllegalArgumentException("tile " + tile + " is out of range 0.." + (cells - 1));
            }
            if (seen[tile]) {
                throw new IllegalArgumentException("tile " + tile + " appears twice");
            }
            seen[tile] = true;
        }
        int[] tiles = new int[cells];
        for (int p = 0; p < cells; p++) {
            int tile = blankFirstTiles[p];
            tiles[cells - 1 - p] = tile == 0 ? 0 : cells - tile;
        }
        return Board.ofRowMajor(n, tiles);
    }
}
