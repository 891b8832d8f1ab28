import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    // the path from the initial board to the goal, both included
    private final List<Board> path = new ArrayList<>();

    private static class Node {
        final Board board;
        final Node parent;
        final int depth;
        final int priority;

        Node(Board board, Node parent) {
            this.board = board;
            this.parent = parent;
            this.depth = parent == null ? 0 : parent.depth + 1;
            this.priority = depth + board.manhattan();
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
        Node node = pq.poll();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent == null || !next.equals(node.parent.board)) {
                    pq.add(new Node(next, node));
                }
            }
            node = pq.poll();
        }
        for (Node x = node; x != null; x = x.parent) {
            path.add(x.board);
        }
        Collections.reverse(path);
    }

    public int moves() {
        return path.size();
    }

    public Iterable<Board> solution() {
        return path.subList(1, path.size());
    }
}
