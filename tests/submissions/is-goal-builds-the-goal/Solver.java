import java.util.Deque;
import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private final Deque<Board> solution = new LinkedList<>();
    private final int moves;

    private record Node(Board board, int moves, Node previous, int priority) {
        Node(Board board, int moves, Node previous) {
            this(board, moves, previous, moves + board.manhattan());
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>((a, b) -> Integer.compare(a.priority(), b.priority()));
        queue.add(new Node(initial, 0, null));
        Node node = queue.poll();
        while (!node.board().isGoal()) {
            for (Board next : node.board().neighbors()) {
                if (node.previous() == null || !next.equals(node.previous().board())) {
                    queue.add(new Node(next, node.moves() + 1, node));
                }
            }
            node = queue.poll();
        }
        moves = node.moves();
        for (Node step = node; step.previous() != null; step = step.previous()) {
            solution.addFirst(step.board());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
