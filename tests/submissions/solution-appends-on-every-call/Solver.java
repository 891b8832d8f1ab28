import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private final SearchNode goal;
    private final LinkedList<Board> solution = new LinkedList<>();

    private static class SearchNode {
        final Board board;
        final int moves;
        final SearchNode previous;
        final int priority;

        SearchNode(Board board, int moves, SearchNode previous) {
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
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    pq.add(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
            node = pq.poll();
        }
        goal = node;
    }

    public int moves() {
        return goal.moves;
    }

    // builds the path back from the goal into the field, on every call
    public Iterable<Board> solution() {
        for (SearchNode node = goal; node.previous != null; node = node.previous) {
            solution.addFirst(node.board);
        }
        return solution;
    }
}
