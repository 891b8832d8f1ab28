package npuzzle.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The A* the assignment describes, and nothing more: priority moves + manhattan (cached in the node), the critical
 * optimization, and ties in whatever order the {@link PriorityQueue} gives. The grader's timing and memory checks
 * compare a student's Solver with this one, because it is what students are asked to write: {@link Solver} breaks
 * ties by the smaller manhattan, which the assignment never asks for and which makes its searches several times
 * smaller than a plain A*'s on puzzles with many ties.
 */
public final class PlainSolver {
    private static final Comparator<Node> BY_PRIORITY = Comparator.comparingInt(node -> node.priority);

    private final int moves;
    private final List<Board> solution;

    /**
     * Solves {@code initial}.
     *
     * @throws NullPointerException if {@code initial} is null
     * @throws IllegalArgumentException if {@code initial} is unsolvable
     */
    public PlainSolver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>(BY_PRIORITY);
        open.add(new Node(initial, 0, null));
        Node node = open.remove();
        while (!node.board.isGoal()) {
            Board grandparent = node.previous == null ? null : node.previous.board;
            for (Board neighbor : node.board.neighbors()) {
                if (!neighbor.equals(grandparent)) {
                    open.add(new Node(neighbor, node.moves + 1, node));
                }
            }
            node = open.remove();
        }
        this.moves = node.moves;
        List<Board> path = new ArrayList<>(node.moves);
        for (Node step = node; step.previous != null; step = step.previous) {
            path.add(step.board);
        }
        Collections.reverse(path);
        this.solution = Collections.unmodifiableList(path);
    }

    /** Returns the minimum number of moves to reach the goal. */
    public int moves() {
        return moves;
    }

    /** Returns the boards of a shortest solution after the initial board, ending with the goal. */
    public Iterable<Board> solution() {
        return solution;
    }

    private static final class Node {
        final Board board;
        final int moves;
        final Node previous;
        final int priority;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }
    }
}
