import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

// The critical optimization without equals(): of the neighbors, the grandparent is the one whose blank is back
// where the grandparent's was.
public class Solver {
    private final Deque<Board> solution = new ArrayDeque<>();
    private final int moves;

    private record Node(Board board, int moves, Node parent, int priority) {
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<>(Comparator.comparingInt(Node::priority));
        pq.add(new Node(initial, 0, null, initial.manhattan()));
        Node node = pq.poll();
        while (!node.board().isGoal()) {
            int back = node.parent() == null ? -1 : node.parent().board().blankIndex();
            for (Board next : node.board().neighbors()) {
                if (next.blankIndex() != back) {
                    pq.add(new Node(next, node.moves() + 1, node, node.moves() + 1 + next.manhattan()));
                }
            }
            node = pq.poll();
        }
        moves = node.moves();
        for (Node x = node; x.parent() != null; x = x.parent()) {
            solution.push(x.board());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
