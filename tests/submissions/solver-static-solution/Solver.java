import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    // filled by the last search
    private static final List<Board> SOLUTION = new ArrayList<>();
    private static int moves;

    private static class SearchNode {
        private final Board board;
        private final int moves;
        private final SearchNode previous;
        private final int priority;

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
        SOLUTION.clear();
        PriorityQueue<SearchNode> pq = new PriorityQueue<>(new Comparator<SearchNode>() {
            @Override
            public int compare(SearchNode a, SearchNode b) {
                return Integer.compare(a.priority, b.priority);
            }
        });
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
        moves = node.moves;
        for (SearchNode s = node; s.previous != null; s = s.previous) {
            SOLUTION.add(0, s.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return SOLUTION;
    }
}
