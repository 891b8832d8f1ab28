import java.util.HashSet;
import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private final LinkedList<Board> solution = new LinkedList<Board>();
    private final int moves;

    private class Node {
        Board board;
        int g;
        int f;
        Node parent;

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
        PriorityQueue<Node> open = new PriorityQueue<Node>((x, y) -> Integer.compare(x.f, y.f));
        // a closed set instead of the grandparent test: no board is enqueued twice
        HashSet<Board> closed = new HashSet<Board>();
        open.add(new Node(initial, 0, null));
        Node node = open.poll();
        while (!node.board.isGoal()) {
            closed.add(node.board);
            for (Board next : node.board.neighbors()) {
                if (!closed.contains(next)) {
                    open.add(new Node(next, node.g + 1, node));
                }
            }
            node = open.poll();
        }
        moves = node.g;
        while (node.parent != null) {
            solution.addFirst(node.board);
            node = node.parent;
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
