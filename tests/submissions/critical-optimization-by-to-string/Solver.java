import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.PriorityQueue;

public class Solver {
    private final Deque<Board> solution = new ArrayDeque<>();
    private final int moves;

    private static final class SearchNode {
        private final Board board;
        private final int moves;
        private final SearchNode previous;
        private final int priority;

        private SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
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
        PriorityQueue<SearchNode> pq = new PriorityQueue<>(Comparator.comparingInt(node -> node.priority));
        pq.add(new SearchNode(initial, 0, null));
        SearchNode node = pq.poll();
        while (!node.board.isGoal()) {
            String grandparent = node.previous == null ? "" : node.previous.board.toString();
            for (Board next : node.board.neighbors()) {
                if (!next.toString().equals(grandparent)) {
                    pq.add(new SearchNode(next, node.moves + 1, node));
                }
            }
            node = pq.poll();
        }
        moves = node.moves;
        for (SearchNode step = node; step.previous != null; step = step.previous) {
            solution.push(step.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
