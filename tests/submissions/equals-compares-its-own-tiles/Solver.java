import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public final class Solver {
    private final List<Board> path;

    private static final class Node {
        private final Board board;
        private final int moves;
        private final Node previous;
        private final int priority;

        private Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>(new Comparator<Node>() {
            @Override
            public int compare(Node a, Node b) {
                return Integer.compare(a.priority, b.priority);
            }
        });
        queue.add(new Node(initial, 0, null));
        Node node = queue.remove();
        while (!node.board.isGoal()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    queue.add(new Node(neighbor, node.moves + 1, node));
                }
            }
            node = queue.remove();
        }
        List<Board> boards = new ArrayList<>();
        while (node.previous != null) {
            boards.add(node.board);
            node = node.previous;
        }
        Collections.reverse(boards);
        path = boards;
    }

    public int moves() {
        return path.size();
    }

    public Iterable<Board> solution() {
        return path;
    }
}
