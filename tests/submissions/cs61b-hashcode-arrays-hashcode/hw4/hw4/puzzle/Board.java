package hw4.puzzle;

import edu.princeton.cs.algs4.Queue;
import org.junit.Test;

import java.util.Arrays;
import java.util.Iterator;

import static org.junit.Assert.assertEquals;

// A CS 61B Board (the skeleton's neighbors() and toString(), Iterable<WorldState>, a JUnit test left in the
// file) whose hashCode() is Arrays.hashCode of its int[][]: equal boards hash apart, so the Solver's HashSet of seen
// states never finds one.
public class Board implements WorldState, Iterable<WorldState> {
    private int[][] board;
    private int size;

    public Board(int[][] tiles) {
        size = tiles.length;
        board = new int[size][];
        for (int i = 0; i < size; i += 1) {
            board[i] = tiles[i].clone();
        }
    }

    public int tileAt(int i, int j) {
        if (i < 0 || j < 0 || i >= size || j >= size) {
            throw new IndexOutOfBoundsException();
        }
        return board[i][j];
    }

    public int size() {
        return size;
    }

    /** Returns neighbors of this board.
     * SPOILERZ: This is the answer.
     */
    @Override
    public Iterable<WorldState> neighbors() {
        Queue<WorldState> neighbors = new Queue<>();
        int hug = size();
        int bug = -1;
        int zug = -1;
        for (int rug = 0; rug < hug; rug++) {
            for (int tug = 0; tug < hug; tug++) {
                if (tileAt(rug, tug) == 0) {
                    bug = rug;
                    zug = tug;
                }
            }
        }
        int[][] ili1li1 = new int[hug][hug];
        for (int pug = 0; pug < hug; pug++) {
            for (int yug = 0; yug < hug; yug++) {
                ili1li1[pug][yug] = tileAt(pug, yug);
            }
        }
        for (int l11il = 0; l11il < hug; l11il++) {
            for (int lil1il1 = 0; lil1il1 < hug; lil1il1++) {
                if (Math.abs(-bug + l11il) + Math.abs(lil1il1 - zug) - 1 == 0) {
                    ili1li1[bug][zug] = ili1li1[l11il][lil1il1];
                    ili1li1[l11il][lil1il1] = 0;
                    Board neighbor = new Board(ili1li1);
                    neighbors.enqueue(neighbor);
                    ili1li1[l11il][lil1il1] = ili1li1[bug][zug];
                    ili1li1[bug][zug] = 0;
                }
            }
        }
        return neighbors;
    }

    /** A Board iterates over its neighbors. */
    @Override
    public Iterator<WorldState> iterator() {
        return neighbors().iterator();
    }

    public int hamming() {
        int count = 0;
        for (int i = 0; i < size; i += 1) {
            for (int j = 0; j < size; j += 1) {
                int goal = i * size + j + 1;
                if (board[i][j] != 0 && board[i][j] != goal) {
                    count += 1;
                }
            }
        }
        return count;
    }

    public int manhattan() {
        int distance = 0;
        for (int i = 0; i < size; i += 1) {
            for (int j = 0; j < size; j += 1) {
                int tile = board[i][j];
                if (tile == 0) {
                    continue;
                }
                int row = (tile - 1) / size;
                int col = (tile - 1) % size;
                distance += Math.abs(row - i) + Math.abs(col - j);
            }
        }
        return distance;
    }

    @Override
    public int estimatedDistanceToGoal() {
        return manhattan();
    }

    @Override
    public boolean equals(Object y) {
        if (this == y) {
            return true;
        }
        if (y == null || this.getClass() != y.getClass()) {
            return false;
        }
        Board other = (Board) y;
        if (other.size != size) {
            return false;
        }
        for (int i = 0; i < size; i += 1) {
            for (int j = 0; j < size; j += 1) {
                if (board[i][j] != other.board[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(board);
    }

    /** Returns the string representation of the board.
      * Uncomment this method. */
    public String toString() {
        StringBuilder s = new StringBuilder();
        int N = size();
        s.append(N + "\n");
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                s.append(String.format("%2d ", tileAt(i,j)));
            }
            s.append("\n");
        }
        s.append("\n");
        return s.toString();
    }
}

class TestBoard {
    @Test
    public void testHammingAndManhattan() {
        int[][] tiles = {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}};
        Board b = new Board(tiles);
        assertEquals(5, b.hamming());
        assertEquals(10, b.manhattan());
        tiles[0][0] = 1;
        assertEquals(8, b.tileAt(0, 0));
    }

    @Test
    public void testNeighbors() {
        Board b = new Board(new int[][]{{1, 2, 3}, {4, 0, 5}, {7, 8, 6}});
        int count = 0;
        for (WorldState n : b) {
            count += 1;
        }
        assertEquals(4, count);
    }
}
