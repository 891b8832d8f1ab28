import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

// A* with the Manhattan priority and the critical optimization, written from the assignment text.
public class Solver {
    private final int moves;
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
                .thenComparingInt(node -> node.board.manhattan());
        PriorityQueue<SearchNode> pq = new PriorityQueue<>(byPriority);
        pq.add(new SearchNode(initial, 0, null));
        SearchNode node = pq.remove();
        while (!node.board.isGoal()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous == null || !neighbor.equals(node.previous.board)) {
                    pq.add(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
            node = pq.remove();
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
