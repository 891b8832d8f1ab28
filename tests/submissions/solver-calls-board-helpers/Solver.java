import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

// A correct A* that builds the goal board from getTiles() and compares boards with equals(Board), its Board's extras.
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
        Board goal = goal(initial.getTiles().length);
        SearchNode node = pq.remove();
        while (!node.board.equals(goal)) {
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

    private static Board goal(int n) {
        int[][] tiles = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                tiles[i][j] = (i * n + j + 1) % (n * n);
            }
        }
        return new Board(tiles);
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
