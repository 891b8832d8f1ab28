import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private record Node(Board board, int moves, Node parent, int priority) {
        static Node start(Board board) {
            return new Node(board, 0, null, board.manhattan());
        }

        Node child(Board next) {
            return new Node(next, moves + 1, this, moves + 1 + next.manhattan());
        }
    }

    private final LinkedList<Board> path = new LinkedList<>();
    private final int moveCount;

    // find a solution to the initial board (using the A* algorithm)
    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>(Comparator.comparingInt(Node::priority));
        open.add(Node.start(initial));
        Node current = open.remove();
        while (!current.board().isGoal()) {
            Board grandparent = current.parent() == null ? null : current.parent().board();
            for (Board next : current.board().neighbors()) {
                if (grandparent == null || !next.equals(grandparent)) {
                    open.add(current.child(next));
                }
            }
            current = open.remove();
        }
        moveCount = current.moves();
        for (Node node = current; node.parent() != null; node = node.parent()) {
            path.addFirst(node.board());
        }
    }

    // min number of moves to solve initial board
    public int moves() {
        return moveCount;
    }

    // sequence of boards in a shortest solution
    public Iterable<Board> solution() {
        return path;
    }
}
