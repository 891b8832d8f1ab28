import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> solution;
    private final int moves;

    private record Node(Board board, int moves, int priority, Node previous) implements Comparable<Node> {
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
        pq.add(new Node(initial, 0, initial.manhattan(), null));
        Node node = pq.poll();
        while (!node.board().isGoal()) {
            for (Board next : node.board().neighbors()) {
                if (node.previous() != null && next.equals(node.previous().board())) {
                    continue;
                }
                int moves = node.moves() + 1;
                pq.add(new Node(next, moves, moves + next.manhattan(), node));
            }
            node = pq.poll();
        }
        moves = node.moves();
        List<Board> boards = new ArrayList<>();
        for (Node step = node; step.previous() != null; step = step.previous()) {
            boards.add(0, step.board());
        }
        solution = boards;
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
