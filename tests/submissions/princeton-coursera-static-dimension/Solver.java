import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

/** A* with the Manhattan priority on the board and its twin in lockstep: Princeton's Coursera API. */
public final class Solver {
    private final Node goal;

    private static final class Node {
        private final Board board;
        private final int moves;
        private final Node previous;
        private final int manhattan;
        private final int priority;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.manhattan = board.manhattan();
            this.priority = moves + manhattan;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException("initial board is null");
        }
        Comparator<Node> byPriority = Comparator.comparingInt((Node node) -> node.priority)
                .thenComparingInt(node -> node.manhattan);
        PriorityQueue<Node> queue = new PriorityQueue<>(byPriority);
        PriorityQueue<Node> twinQueue = new PriorityQueue<>(byPriority);
        queue.add(new Node(initial, 0, null));
        twinQueue.add(new Node(initial.twin(), 0, null));
        Node found = null;
        while (true) {
            Node node = queue.poll();
            if (node.board.isGoal()) {
                found = node;
                break;
            }
            expand(node, queue);
            Node twinNode = twinQueue.poll();
            if (twinNode.board.isGoal()) {
                break;
            }
            expand(twinNode, twinQueue);
        }
        goal = found;
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
