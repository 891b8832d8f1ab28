import edu.princeton.cs.algs4.MinPQ;
import java.util.LinkedList;

public class Solver {
    private Node solution;

    private static class Node implements Comparable<Node> {
        private final Board board;
        private final int moves;
        private final Node prev;
        private final int priority;

        Node(Board board, int moves, Node prev) {
            this.board = board;
            this.moves = moves;
            this.prev = prev;
            this.priority = moves + board.manhattan();
        }

        public int compareTo(Node that) {
            return Integer.compare(this.priority, that.priority);
        }
    }

    // find a solution to the initial board (using the A* algorithm)
    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException("null board");
        }
        MinPQ<Node> pq = new MinPQ<>();
        MinPQ<Node> twinPq = new MinPQ<>();
        pq.insert(new Node(initial, 0, null));
        twinPq.insert(new Node(initial.twin(), 0, null));
        while (true) {
            Node node = pq.delMin();
            Node twinNode = twinPq.delMin();
            if (node.board.isGoal()) {
                solution = node;
                return;
            }
            if (twinNode.board.isGoal()) {
                return;
            }
            expand(pq, node);
            expand(twinPq, twinNode);
        }
    }

    private static void expand(MinPQ<Node> pq, Node node) {
        for (Board next : node.board.neighbors()) {
            if (node.prev == null || !next.equals(node.prev.board)) {
                pq.insert(new Node(next, node.moves + 1, node));
            }
        }
    }

    public boolean isSolvable() {
        return solution != null;
    }

    public int moves() {
        return isSolvable() ? solution.moves : -1;
    }

    public Iterable<Board> solution() {
        if (!isSolvable()) {
            return null;
        }
        LinkedList<Board> path = new LinkedList<>();
        for (Node node = solution; node != null; node = node.prev) {
            path.addFirst(node.board);
        }
        return path;
    }

    public static void main(String[] args) {
        Solver solver = new Solver(new Board(new int[][] {{0, 1, 3}, {4, 2, 5}, {7, 8, 6}}));
        System.out.println("Minimum number of moves = " + solver.moves());
    }
}
