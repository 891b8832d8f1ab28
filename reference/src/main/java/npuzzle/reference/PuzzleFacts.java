package npuzzle.reference;

import java.util.Arrays;

/**
 * What the reference knows of one puzzle file: the board and its facts, one entry of {@code data/expected.json}.
 *
 * @param file the file name, e.g. {@code puzzle05.txt}
 * @param n the board size
 * @param tiles the tiles, {@code tiles[i][j]} at row i, column j
 * @param hamming the Hamming distance
 * @param manhattan the Manhattan distance
 * @param solvable whether the goal can be reached
 * @param moves the optimal number of moves, or null when unsolvable or not known
 */
public record PuzzleFacts(String file, int n, int[][] tiles, int hamming, int manhattan, boolean solvable,
        Integer moves) {

    public PuzzleFacts {
        if (file == null || tiles == null) {
            throw new NullPointerException("file and tiles are required");
        }
        tiles = deepCopy(tiles);
    }

    /** Computes the facts of {@code board} with the reference; {@code moves} comes from the caller's solver. */
    public static PuzzleFacts of(String file, Board board, Integer moves) {
        return new PuzzleFacts(file, board.size(), board.toArray(), board.hamming(), board.manhattan(),
                board.isSolvable(), moves);
    }

    /** Returns the board these facts describe. */
    public Board board() {
        return new Board(tiles);
    }

    @Override
    public int[][] tiles() {
        return deepCopy(tiles);
    }

    private static int[][] deepCopy(int[][] tiles) {
        int[][] copy = new int[tiles.length][];
        for (int i = 0; i < tiles.length; i++) {
            copy[i] = tiles[i].clone();
        }
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PuzzleFacts that && file.equals(that.file) && n == that.n
                && Arrays.deepEquals(tiles, that.tiles) && hamming == that.hamming && manhattan == that.manhattan
                && solvable == that.solvable && java.util.Objects.equals(moves, that.moves);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(file, n, Arrays.deepHashCode(tiles), hamming, manhattan, solvable, moves);
    }

    @Override
    public String toString() {
        return file + " (n=" + n + ", hamming=" + hamming + ", manhattan=" + manhattan + ", solvable=" + solvable
                + ", moves=" + moves + ")";
    }
}
