import java.util.LinkedList;
import java.util.TreeSet;

public final class Solver {
    private final LinkedList<Board> solution = new LinkedList<>();
    private final int moves;

    private static final class Node {
        final Board board;
        final Node previous;
        final int moves;
        final int priority;

        Node(Board board, Node previous) {
            this.board = board;
            this.previous = previous;
            this.moves = previous == null ? 0 : previous.moves + 1;
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
        // a sorted set as the priority queue: pollFirst() gives the lowest priority
        TreeSet<Node> open = new TreeSet<>((a, b) -> Integer.compare(a.priority, b.priority));
        open.add(new Node(initial, null));
        Node node = open.pollFirst();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.previous == null || !next.equals(node.previous.board)) {
                    open.add(new Node(next, node));
                }
            }
            node = open.pollFirst();
        }
        moves = node.moves;
        for (Node x = node; x.previous != null; x = x.previous) {
            solution.addFirst(x.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
