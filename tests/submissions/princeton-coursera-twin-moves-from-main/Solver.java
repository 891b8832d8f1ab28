import java.util.ArrayDeque;
import java.util.Deque;
import java.util.PriorityQueue;

/** A* on the board and its twin in lockstep; the twin's loop was copied from the main one and kept node.moves. */
public final class Solver {
    private final Node goal;

    private static final class Node implements Comparable<Node> {
        private final Board board;
        private final int moves;
        private final Node previous;
        private final int priority;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }

        @Override
        public int compareTo(Node that) {
            return Integer.compare(priority, that.priority);
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException("initial board is null");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>();
        PriorityQueue<Node> twinQueue = new PriorityQueue<>();
        queue.add(new Node(initial, 0, null));
        twinQueue.add(new Node(initial.twin(), 0, null));
        Node found = null;
        while (true) {
            Node node = queue.poll();
            if (node.board.isGoal()) {
                found = node;
                break;
            }
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    queue.add(new Node(neighbor, node.moves + 1, node));
                }
            }
            Node twinNode = twinQueue.poll();
            if (twinNode.board.isGoal()) {
                break;
            }
            for (Board neighbor : twinNode.board.neighbors()) {
                if (twinNode.previous == null || !neighbor.equals(twinNode.previous.board)) {
                    twinQueue.add(new Node(neighbor, node.moves + 1, twinNode));
                }
            }
        }
        goal = found;
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
