import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

// Adversarial fixture: the first Board writes ../adversarial-was-here.txt and deletes ../adversarial-delete-me.txt (outside the child's scratch folder)
// A* with the Manhattan priority and the critical optimization.
public final class Solver {
    private static final class Node implements Comparable<Node> {
        private final Board board;
        private final int moves;
        private final int manhattan;
        private final int priority;
        private final Node previous;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.manhattan = board.manhattan();
            this.priority = moves + manhattan;
            this.previous = previous;
        }

        @Override
        public int compareTo(Node that) {
            if (priority != that.priority) {
                return Integer.compare(priority, that.priority);
            }
            return Integer.compare(manhattan, that.manhattan);
        }
    }

    private final List<Board> solution;

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>();
        queue.add(new Node(initial, 0, null));
        Node node = queue.remove();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.previous == null || !next.equals(node.previous.board)) {
                    queue.add(new Node(next, node.moves + 1, node));
                }
            }
            node = queue.remove();
        }
        List<Board> path = new ArrayList<>();
        for (Node at = node; at.previous != null; at = at.previous) {
            path.add(at.board);
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

    public static void main(String[] args) {
        Board initial = new Board(new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}});
        if (!initial.isSolvable()) {
            System.out.println("Unsolvable puzzle");
            return;
        }
        Solver solver = new Solver(initial);
        System.out.println("Solution (" + solver.moves() + " moves):");
        System.out.println(initial);
        System.out.println("----------");
        for (Board board : solver.solution()) {
            System.out.println(board);
            System.out.println("----------");
        }
    }
}
