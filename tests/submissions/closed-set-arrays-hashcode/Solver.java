import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

// A* with records of nodes and a closed set of the boards already dequeued, which stands in for the critical
// optimization: with a hashCode() that hashes equal boards apart it never finds a board, and the search crawls.
public class Solver {
    private record Node(Board board, int moves, Node previous, int priority) {
        Node(Board board, int moves, Node previous) {
            this(board, moves, previous, moves + board.manhattan());
        }
    }

    private final int moves;
    private final List<Board> path;

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> open = new PriorityQueue<>(Comparator.comparingInt(Node::priority));
        Set<Board> closed = new HashSet<>();
        open.add(new Node(initial, 0, null));
        Node current = open.poll();
        while (!current.board().isGoal()) {
            closed.add(current.board());
            for (Board next : current.board().neighbors()) {
                if (!closed.contains(next)) {
                    open.add(new Node(next, current.moves() + 1, current));
                }
            }
            do {
                current = open.poll();
            } while (closed.contains(current.board()));
        }
        moves = current.moves();
        Deque<Board> boards = new ArrayDeque<>();
        for (Node node = current; node.previous() != null; node = node.previous()) {
            boards.push(node.board());
        }
        path = List.copyOf(boards);
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return path;
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
