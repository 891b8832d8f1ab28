import dsa.LinkedQueue;
import dsa.MinPQ;
import java.util.ArrayList;
import java.util.List;

// A* with the course library's MinPQ; the solution is a dsa.LinkedQueue of boards.
public class Solver {
    private final LinkedQueue<Board> solution;
    private final int moves;

    // Finds a solution to the initial board using the A* algorithm.
    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        MinPQ<SearchNode> pq = new MinPQ<SearchNode>((a, b) -> a.priority != b.priority
                ? Integer.compare(a.priority, b.priority) : Integer.compare(a.manhattan, b.manhattan));
        pq.insert(new SearchNode(initial, 0, null));
        SearchNode node = pq.delMin();
        while (!node.board.isGoal()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    pq.insert(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
            node = pq.delMin();
        }
        moves = node.moves;
        List<Board> backwards = new ArrayList<Board>();
        for (SearchNode x = node; x.previous != null; x = x.previous) {
            backwards.add(x.board);
        }
        solution = new LinkedQueue<Board>();
        for (int k = backwards.size() - 1; k >= 0; k--) {
            solution.enqueue(backwards.get(k));
        }
    }

    // Returns the minimum number of moves needed to solve the initial board.
    public int moves() {
        return moves;
    }

    // Returns a sequence of boards in a shortest solution of the initial board.
    public Iterable<Board> solution() {
        return solution;
    }

    // A data type that represents a search node in the game tree.
    private class SearchNode {
        private final Board board;
        private final int moves;
        private final SearchNode previous;
        private final int manhattan;
        private final int priority;

        public SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.manhattan = board.manhattan();
            this.priority = moves + manhattan;
        }
    }
}
