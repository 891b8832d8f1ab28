import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

public class Solver {
    private final Deque<Board> path = new ArrayDeque<>();
    private boolean solvable;
    private int moves = -1;

    private static final class Node {
        final Board board;
        final int moves;
        final Node parent;
        final int priority;

        Node(Board board, int moves, Node parent) {
            this.board = board;
            this.moves = moves;
            this.parent = parent;
            this.priority = moves + board.manhattan();
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException("initial is null");
        }
        Comparator<Node> order = Comparator.comparingInt(node -> node.priority);
        PriorityQueue<Node> main = new PriorityQueue<>(order);
        PriorityQueue<Node> twin = new PriorityQueue<>(order);
        main.add(new Node(initial, 0, null));
        twin.add(new Node(initial.twin(), 0, null));
        while (true) {
            Node a = step(main);
            if (a != null) {
                solvable = true;
                moves = a.moves;
                for (Node node = a; node != null; node = node.parent) {
                    path.push(node.board);
                }
                return;
            }
            if (step(twin) != null) {
                return;
            }
        }
    }

    // expands the best node of the queue; returns it if it is the goal
    private static Node step(PriorityQueue<Node> queue) {
        Node node = queue.poll();
        if (node.board.isGoal()) {
            return node;
        }
        for (Board next : node.board.neighbors()) {
            if (node.parent == null || !next.equals(node.parent.board)) {
                queue.add(new Node(next, node.moves + 1, node));
            }
        }
        return null;
    }

    public boolean isSolvable() {
        return solvable;
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solvable ? path : null;
    }

    public static void main(String[] args) {
        Solver solver = new Solver(new Board(new int[][] {{0, 1, 3}, {4, 2, 5}, {7, 8, 6}}));
        System.out.println("Minimum number of moves = " + solver.moves());
    }
}
