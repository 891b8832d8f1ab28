import java.util.ArrayDeque;
import java.util.Deque;
import java.util.PriorityQueue;

public class Solver {
    private final Deque<Board> boards = new ArrayDeque<>();
    private final int moves;

    private static class Node implements Comparable<Node> {
        final Board board;
        final Node parent;
        final int moves;
        final int priority;

        Node(Board board, Node parent) {
            this.board = board;
            this.parent = parent;
            this.moves = parent == null ? 0 : parent.moves + 1;
            this.priority = moves + board.manhattan();
        }

        @Override
        public int compareTo(Node other) {
            return Integer.compare(priority, other.priority);
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<>();
        pq.offer(new Node(initial, null));
        Node node = pq.poll();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent == null || !next.equals(node.parent.board)) {
                    pq.offer(new Node(next, node));
                }
            }
            node = pq.poll();
        }
        moves = node.moves;
        while (node.parent != null) {
            boards.push(node.board);
            node = node.parent;
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return boards;
    }
}
