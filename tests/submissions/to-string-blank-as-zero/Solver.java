import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.Stack;

public class Solver {
    private final Stack<Board> reversed = new Stack<>();
    private final java.util.List<Board> solution = new java.util.ArrayList<>();
    private final int moves;

    private static class Node {
        Board board;
        Node prev;
        int moves;
        int priority;

        Node(Board board, Node prev) {
            this.board = board;
            this.prev = prev;
            moves = prev == null ? 0 : prev.moves + 1;
            priority = moves + board.manhattan();
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<>(Comparator.comparingInt(node -> node.priority));
        pq.add(new Node(initial, null));
        Node node;
        while (true) {
            node = pq.poll();
            if (node.board.isGoal()) {
                break;
            }
            for (Board b : node.board.neighbors()) {
                if (node.prev != null && b.equals(node.prev.board)) {
                    continue;
                }
                pq.add(new Node(b, node));
            }
        }
        moves = node.moves;
        for (Node x = node; x.prev != null; x = x.prev) {
            reversed.push(x.board);
        }
        while (!reversed.isEmpty()) {
            solution.add(reversed.pop());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
