import java.util.LinkedList;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> solution = new LinkedList<>();
    private final int moves;

    private static class SearchNode implements Comparable<SearchNode> {
        private final Board board;
        private final int moves;
        private final int priority;
        private final SearchNode previous;

        SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }

        public int compareTo(SearchNode other) {
            return this.priority - other.priority;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<SearchNode> pq = new PriorityQueue<>();
        pq.add(new SearchNode(initial, 0, null));
        while (true) {
            SearchNode node = pq.poll();
            if (node.board.isGoal()) {
                moves = node.moves;
                for (SearchNode s = node; s.previous != null; s = s.previous) {
                    solution.add(0, s.board);
                }
                return;
            }
            for (Board neighbor : node.board.neighbors()) {
                // critical optimization: skip the board we came from
                if (node.previous != null && neighbor == node.previous.board) {
                    continue;
                }
                pq.add(new SearchNode(neighbor, node.moves + 1, node));
            }
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
