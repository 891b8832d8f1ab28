package puzzle;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.PriorityQueue;

/** A* over search nodes ordered by a named comparator; the path is kept as an unmodifiable list. */
public final class Solver {
    private final List<Board> path;

    private record Node(Board board, int moves, Node parent, int priority) {
        Node(Board board, int moves, Node parent) {
            this(board, moves, parent, moves + board.manhattan());
        }
    }

    private static final class ByPriority implements Comparator<Node> {
        @Override
        public int compare(Node a, Node b) {
            return Integer.compare(a.priority(), b.priority());
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>(new ByPriority());
        queue.add(new Node(initial, 0, null));
        Node current;
        while (true) {
            current = queue.poll();
            if (current.board().isGoal()) {
                break;
            }
            Board grandparent = current.parent() == null ? null : current.parent().board();
            for (Board next : current.board().neighbors()) {
                if (!next.equals(grandparent)) {
                    queue.add(new Node(next, current.moves() + 1, current));
                }
            }
        }
        Deque<Board> stack = new ArrayDeque<>();
        for (Node node = current; node.parent() != null; node = node.parent()) {
            stack.push(node.board());
        }
        path = List.copyOf(new ArrayList<>(stack));
    }

    public int moves() {
        return path.size();
    }

    public Iterable<Board> solution() {
        return path;
    }
}
