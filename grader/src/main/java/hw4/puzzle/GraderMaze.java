package hw4.puzzle;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A world of the grader's that is not a Board, for CS 61B's rule that the Solver works on any {@code WorldState}: a
 * cell of a square maze, whose neighbors are the open cells beside it and whose goal is the far corner; the estimate
 * is the Manhattan distance to that corner, which walls only lengthen. The maze counts the calls of
 * {@link #estimatedDistanceToGoal()} and the cells its {@link #neighbors()} hand out, so that a check can tell an
 * estimate cached in the search node (about one call per node) from one computed in every comparison.
 */
public final class GraderMaze implements WorldState {
    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    /** Calls of estimatedDistanceToGoal() and cells handed out by neighbors(), since the last {@link #start}. */
    private static long estimates;
    private static long handedOut;

    private final boolean[][] open;
    private final int row;
    private final int col;

    private GraderMaze(boolean[][] open, int row, int col) {
        this.open = open;
        this.row = row;
        this.col = col;
    }

    /**
     * Returns the top-left cell of a seeded n-by-n maze whose far corner can be reached (about a fifth of the other
     * cells are walls), and sets both counts to 0.
     */
    public static GraderMaze start(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        boolean[][] open;
        do {
            open = new boolean[n][n];
            for (boolean[] cells : open) {
                for (int j = 0; j < n; j++) {
                    cells[j] = random.nextInt(5) != 0;
                }
            }
            open[0][0] = true;
            open[n - 1][n - 1] = true;
        } while (distanceToGoal(open) < 0);
        estimates = 0;
        handedOut = 0;
        return new GraderMaze(open, 0, 0);
    }

    /** Returns the fewest moves from this cell to the goal, by breadth-first search (-1 if it cannot be reached). */
    public int fewestMoves() {
        boolean[][] from = new boolean[open.length][];
        for (int i = 0; i < open.length; i++) {
            from[i] = open[i].clone();
        }
        return distance(from, row, col);
    }

    /** Returns the calls of estimatedDistanceToGoal() since the maze was made. */
    public static long estimates() {
        return estimates;
    }

    /** Returns how many cells neighbors() handed out since the maze was made. */
    public static long handedOut() {
        return handedOut;
    }

    /** Returns whether {@code other} is a cell of the same maze one move from this one. */
    public boolean isNeighbor(Object other) {
        return other instanceof GraderMaze cell && cell.open == open
                && Math.abs(cell.row - row) + Math.abs(cell.col - col) == 1;
    }

    @Override
    public int estimatedDistanceToGoal() {
        estimates++;
        return open.length - 1 - row + open.length - 1 - col;
    }

    @Override
    public Iterable<WorldState> neighbors() {
        List<WorldState> cells = new ArrayList<>();
        for (int[] step : STEPS) {
            int i = row + step[0];
            int j = col + step[1];
            if (i >= 0 && i < open.length && j >= 0 && j < open.length && open[i][j]) {
                cells.add(new GraderMaze(open, i, j));
            }
        }
        handedOut += cells.size();
        return cells;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GraderMaze cell && cell.open == open && cell.row == row && cell.col == col;
    }

    @Override
    public int hashCode() {
        return row * 31 + col;
    }

    @Override
    public String toString() {
        return "maze cell (" + row + ", " + col + ") of " + open.length + "x" + open.length;
    }

    private static int distanceToGoal(boolean[][] open) {
        boolean[][] unseen = new boolean[open.length][];
        for (int i = 0; i < open.length; i++) {
            unseen[i] = Arrays.copyOf(open[i], open.length);
        }
        return distance(unseen, 0, 0);
    }

    /** Breadth-first from (row, col) over the cells still marked in {@code unseen}, which it clears. */
    private static int distance(boolean[][] unseen, int row, int col) {
        int n = unseen.length;
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {row, col, 0});
        unseen[row][col] = false;
        while (!queue.isEmpty()) {
            int[] cell = queue.remove();
            if (cell[0] == n - 1 && cell[1] == n - 1) {
                return cell[2];
            }
            for (int[] step : STEPS) {
                int i = cell[0] + step[0];
                int j = cell[1] + step[1];
                if (i >= 0 && i < n && j >= 0 && j < n && unseen[i][j]) {
                    unseen[i][j] = false;
                    queue.add(new int[] {i, j, cell[2] + 1});
                }
            }
        }
        return -1;
    }
}
