import dsa.MinPQ;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;

// A* with the course library's MinPQ (dsa.MinPQ from lib/dsa.jar), as students of the course write it.
public class Solver {
    private final int moves;
    private final Deque<Board> solution = new ArrayDeque<>();

    private static class SearchNode {
        private final Board board;
        private final int moves;
        private final SearchNode previous;
        private final int manhattan;

        SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.manhattan = board.manhattan();
        }

        int priority() {
            return moves + manhattan;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        MinPQ<SearchNode> pq = new MinPQ<>(Comparator.comparingInt(SearchNode::priority)
                .thenComparingInt(node -> node.manhattan));
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
        for (SearchNode step = node; step.previous != null; step = step.previous) {
            solution.addFirst(step.board);
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }

    public static void main(String[] args) {
        Board initial = new Board(new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}});
        Solver solver = new Solver(initial);
        System.out.println("Minimum number of moves = " + solver.moves());
        for (Board board : solver.solution()) {
            System.out.println(board);
        }
    }
}
