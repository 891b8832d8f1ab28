import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private SearchNode goal;

    private class SearchNode implements Comparable<SearchNode> {
        private Board board;
        private int moves;
        private SearchNode previous;
        private int priority;

        public SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }

        public int compareTo(SearchNode that) {
            return Integer.compare(this.priority, that.priority);
        }
    }

    // find a solution to the initial board (using the A* algorithm)
    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<SearchNode> pq = new PriorityQueue<SearchNode>();
        pq.add(new SearchNode(initial, 0, null));
        while (true) {
            SearchNode node = pq.poll();
            if (node.board.isGoal()) {
                goal = node;
                break;
            }
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    pq.add(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
        }
    }

    // min number of moves to solve initial board
    public int moves() {
        return goal.moves;
    }

    // sequence of boards in a shortest solution
    public Iterable<Board> solution() {
        List<Board> boards = new ArrayList<Board>();
        for (SearchNode node = goal; node.previous != null; node = node.previous) {
            boards.add(0, node.board);
        }
        return boards;
    }
}
