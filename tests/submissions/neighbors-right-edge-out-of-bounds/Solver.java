import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

public class Solver {
    private final Deque<Board> steps = new ArrayDeque<>();
    private final int moves;

    private static class Node {
        final Board board;
        final int moves;
        final int manhattan;
        final Node prev;

        Node(Board board, int moves, Node prev) {
            this.board = board;
            this.moves = moves;
            this.manhattan = board.manhattan();
            this.prev = prev;
        }

        int priority() {
            return moves + manhattan;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        Comparator<Node> order = Comparator.comparing(Node::priority);
        PriorityQueue<Node> pq = new PriorityQueue<>(order.thenComparing(node -> node.manhattan));
        pq.add(new Node(initial, 0, null));
        Node node = pq.remove();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.prev != null && next.equals(node.prev.board)) {
                    continue;
                }
                pq.add(new Node(next, node.moves + 1, node));
            }
            node = pq.remove();
        }
        moves = node.moves;
        for (Node x = node; x.prev != null; x = x.prev) {
            steps.addFirst(x.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return steps;
    }
}
