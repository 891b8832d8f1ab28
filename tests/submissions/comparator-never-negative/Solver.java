import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> solution = new ArrayList<>();
    private final int moves;

    private static class Node {
        Board board;
        int moves;
        int priority;
        Node prev;

        Node(Board board, int moves, Node prev) {
            this.board = board;
            this.moves = moves;
            this.prev = prev;
            this.priority = moves + board.manhattan();
        }
    }

    // orders the nodes by priority, lowest first
    private static class PriorityOrder implements Comparator<Node> {
        @Override
        public int compare(Node a, Node b) {
            return a.priority > b.priority ? 1 : 0;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<>(new PriorityOrder());
        pq.add(new Node(initial, 0, null));
        Node node = pq.poll();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.prev == null || !next.equals(node.prev.board)) {
                    pq.add(new Node(next, node.moves + 1, node));
                }
            }
            node = pq.poll();
        }
        moves = node.moves;
        for (Node x = node; x.prev != null; x = x.prev) {
            solution.add(0, x.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
