import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public final class Solver {
    private record Node(Board board, int moves, Node previous, int manhattan) {
        int priority() {
            return moves + manhattan;
        }
    }

    private static final Comparator<Node> ORDER =
            Comparator.comparingInt(Node::priority).thenComparingInt(Node::manhattan);

    private final List<Board> solution;

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>(ORDER);
        queue.add(new Node(initial, 0, null, initial.manhattan()));
        Node node;
        while (!(node = queue.remove()).board().isGoal()) {
            for (Board next : node.board().neighbors()) {
                if (node.previous() == null || !next.equals(node.previous().board())) {
                    queue.add(new Node(next, node.moves() + 1, node, next.manhattan()));
                }
            }
        }
        Board[] boards = new Board[node.moves()];
        for (Node step = node; step.previous() != null; step = step.previous()) {
            boards[step.moves() - 1] = step.board();
        }
        solution = List.copyOf(new ArrayList<>(List.of(boards)));
    }

    public int moves() {
        return solution.size();
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
