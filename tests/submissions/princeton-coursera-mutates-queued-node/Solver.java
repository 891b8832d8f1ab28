import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

/** A* on the board and its twin in lockstep; the twin's start node is marked as the twin's after it is queued. */
public final class Solver {
    private final Node goal;

    private static final class Node {
        private final Board board;
        private final int moves;
        private final Node previous;
        private final int priority;
        private boolean twin;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
            this.twin = previous != null && previous.twin;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException("initial board is null");
        }
        Comparator<Node> byPriority = Comparator.comparingInt((Node node) -> node.priority)
                .thenComparingInt(node -> node.board.manhattan());
        PriorityQueue<Node> queue = new PriorityQueue<>(byPriority);
        PriorityQueue<Node> twinQueue = new PriorityQueue<>(byPriority);
        queue.add(new Node(initial, 0, null));
        Node twinStart = new Node(initial.twin(), 0, null);
        twinQueue.add(twinStart);
        twinStart.twin = true;
        Node found = null;
        while (found == null) {
            found = step(queue);
            if (found == null) {
                found = step(twinQueue);
            }
        }
        goal = found.twin ? null : found;
    }

    /** Expands the queue's best node, or returns it if it is a goal. */
    private static Node step(PriorityQueue<Node> queue) {
        Node node = queue.poll();
        if (node.board.isGoal()) {
            return node;
        }
        expand(node, queue);
        return null;
    }

    private static void expand(Node node, PriorityQueue<Node> queue) {
        for (Board neighbor : node.board.neighbors()) {
            if (node.previous == null || !neighbor.equals(node.previous.board)) {
                queue.add(new Node(neighbor, node.moves + 1, node));
            }
        }
    }

    public boolean isSolvable() {
        return goal != null;
    }

    public int moves() {
        return goal == null ? -1 : goal.moves;
    }

    /** The boards from the initial board to the goal, or null when the board is unsolvable. */
    public Iterable<Board> solution() {
        if (goal == null) {
            return null;
        }
        Deque<Board> boards = new ArrayDeque<>();
        for (Node node = goal; node != null; node = node.previous) {
            boards.addFirst(node.board);
        }
        return boards;
    }

    public static void main(String[] args) {
        Solver solver = new Solver(new Board(new int[][] {{0, 1, 3}, {4, 2, 5}, {7, 8, 6}}));
        System.out.println("Minimum number of moves = " + solver.moves());
    }
}
