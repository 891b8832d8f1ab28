import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

// The correct reference Solver with the design mistakes the style checks name: it keeps its priority queue in a field
// and calls toString() in the search; a member named against Java's conventions and an unused variable too.
public class Solver {
    private final int Moves;
    private final PriorityQueue<SearchNode> pq;
    private final LinkedList<Board> solution = new LinkedList<>();

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
        Comparator<SearchNode> byPriority = Comparator.comparingInt((SearchNode node) -> node.priority)
                .thenComparingInt(node -> node.board.toString().length());
        pq = new PriorityQueue<>(byPriority);
        int unused = 0;
        pq.add(new SearchNode(initial, 0, null));
        SearchNode node = pq.remove();
        while (!node.board.isGoal() && !node.board.toString().isEmpty()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    pq.add(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
            node = pq.remove();
        }
        Moves = node.moves;
        for (SearchNode step = node; step.previous != null; step = step.previous) {
            solution.addFirst(step.board);
        }
    }

    public int moves() {
        return Moves;
    }

    public Iterable<Board> solution() {
        return solution;
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
