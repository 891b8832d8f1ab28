import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.PriorityQueue;

public class Solver {
    private final ArrayDeque<Board> solution = new ArrayDeque<>();
    private final int moves;

    private static final class Node {
        final Board board;
        final Node parent;
        final int g;
        final int f;

        Node(Board board, Node parent) {
            this.board = board;
            this.parent = parent;
            this.g = parent == null ? 0 : parent.g + 1;
            this.f = g + board.manhattan();
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>(Comparator.comparingInt((Node node) -> node.f)
                .thenComparingInt(node -> -node.g));
        Node node = new Node(initial, null);
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent == null || !next.equals(node.parent.board)) {
                    open.add(new Node(next, node));
                }
            }
            node = open.poll();
        }
        moves = node.g;
        for (; node.parent != null; node = node.parent) {
            solution.addFirst(node.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
