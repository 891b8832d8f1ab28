import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private Node last;
    private final LinkedList<Board> solution = new LinkedList<Board>();

    private static class Node {
        private final Board board;
        private final Node previous;
        private final int moves;
        private final int priority;

        Node(Board board, Node previous) {
            this.board = board;
            this.previous = previous;
            this.moves = previous == null ? 0 : previous.moves + 1;
            this.priority = this.moves + board.manhattan();
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<Node>(
                (a, b) -> a.priority == b.priority ? 0 : (a.priority < b.priority ? -1 : 1));
        pq.add(new Node(initial, null));
        Node node = pq.poll();
        while (!node.board.isGoal()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous != null && neighbor.equals(node.previous.board)) {
                    continue;
                }
                pq.add(new Node(neighbor, node));
            }
            node = pq.poll();
        }
        last = node;
        for (Node x = node; x.previous != null; x = x.previous) {
            solution.addFirst(x.board);
        }
    }

    public int moves() {
        return last.moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
