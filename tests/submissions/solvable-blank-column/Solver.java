import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

public final class Solver {
    private final List<Board> solution;

    private record Node(Board board, Node parent, int moves, int priority) {
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.priority() - b.priority());
        open.add(new Node(initial, null, 0, initial.manhattan()));
        Node node = open.poll();
        while (!node.board().isGoal()) {
            Board back = node.parent() == null ? null : node.parent().board();
            for (Board next : node.board().neighbors()) {
                if (!next.equals(back)) {
                    open.add(new Node(next, node, node.moves() + 1, node.moves() + 1 + next.manhattan()));
                }
            }
            node = open.poll();
        }
        List<Board> path = new ArrayList<>();
        for (Node x = node; x.parent() != null; x = x.parent()) {
            path.add(x.board());
        }
        Collections.reverse(path);
        solution = Collections.unmodifiableList(path);
    }

    public int moves() {
        return solution.size();
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
