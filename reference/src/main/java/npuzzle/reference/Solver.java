package npuzzle.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The assignment's A* solver: Manhattan priority (moves so far plus manhattan, cached per node) and the critical
 * optimization (a neighbor equal to the grandparent's board is not enqueued).
 *
 * <p>Time and memory grow with the number of search nodes, which is exponential in the solution length; the
 * constructor with a node limit stops a search that would not finish.
 */
public final class Solver {
    /** Search nodes at which {@link #Solver(Board)} gives up, enough for any 3x3 board and easy 4x4 boards. */
    public static final long DEFAULT_NODE_LIMIT = 20_000_000L;

    private final int moves;
    private final List<Board> solution;
    private final long nodesCreated;
    private final long nodesExpanded;

    /**
     * Solves {@code initial} with the default node limit.
     *
     * @throws NullPointerException if {@code initial} is null ("board is null")
     * @throws IllegalArgumentException if {@code initial} is unsolvable ("board is unsolvable")
     * @throws SearchLimitException if the search creates more than {@link #DEFAULT_NODE_LIMIT} nodes
     */
    public Solver(Board initial) {
        this(initial, DEFAULT_NODE_LIMIT);
    }

    /**
     * Solves {@code initial}, creating at most {@code nodeLimit} search nodes.
     *
     * @throws SearchLimitException if the search needs more nodes than {@code nodeLimit}
     */
    public Solver(Board initial, long nodeLimit) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>();
        open.add(new Node(initial, 0, null));
        long created = 1;
        long expanded = 0;
        Node node = open.remove();
        while (!node.board.isGoal()) {
            expanded++;
            Board grandparent = node.previous == null ? null : node.previous.board;
            for (Board neighbor : node.board.neighbors()) {
                if (!neighbor.equals(grandparent)) {
                    open.add(new Node(neighbor, node.moves + 1, node));
                    created++;
                }
            }
            if (created > nodeLimit) {
                throw new SearchLimitException(nodeLimit);
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
        this.nodesCreated = created;
        this.nodesExpanded = expanded;
    }

    /** Returns the minimum number of moves to reach the goal. */
    public int moves() {
        return moves;
    }

    /** Returns the boards of a shortest solution after the initial board, ending with the goal. */
    public Iterable<Board> solution() {
        return solution;
    }

    /** Returns the same boards as {@link #solution()} as a list. */
    public List<Board> solutionList() {
        return solution;
    }

    /** Returns how many search nodes were put on the priority queue, the initial node included. */
    public long nodesCreated() {
        return nodesCreated;
    }

    /** Returns how many search nodes were taken off the queue and expanded. */
    public long nodesExpanded() {
        return nodesExpanded;
    }

    private static final class Node implements Comparable<Node> {
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

        @Override
        public int compareTo(Node that) {
            if (priority != that.priority) {
                return Integer.compare(priority, that.priority);
            }
            return Integer.compare(board.manhattan(), that.board.manhattan());
        }
    }
}
