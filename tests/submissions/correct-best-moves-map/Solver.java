import java.util.HashMap;
import java.util.LinkedList;
import java.util.Map;
import java.util.PriorityQueue;

public class Solver {
    private final LinkedList<Board> path = new LinkedList<>();
    private final int moves;

    private static class Node {
        final Board board;
        final int g;
        final int f;
        final Node parent;

        Node(Board board, int g, Node parent) {
            this.board = board;
            this.g = g;
            this.f = g + board.manhattan();
            this.parent = parent;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        // best known moves to reach each board: a board reached again by a longer way is not enqueued
        Map<Board, Integer> best = new HashMap<>();
        PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.f - b.f);
        open.add(new Node(initial, 0, null));
        best.put(initial, 0);
        Node node = open.poll();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent != null && next.equals(node.parent.board)) {
                    continue;
                }
                Integer known = best.get(next);
                if (known == null || node.g + 1 < known) {
                    best.put(next, node.g + 1);
                    open.add(new Node(next, node.g + 1, node));
                }
            }
            node = open.poll();
        }
        moves = node.g;
        while (node.parent != null) {
            path.addFirst(node.board);
            node = node.parent;
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return path;
    }
}
