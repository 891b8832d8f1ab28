import edu.princeton.cs.algs4.MinPQ;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class Solver {
    private SearchNode goal;

    private class SearchNode {
        private final Board board;
        private final int moves;
        private final SearchNode previous;
        private final boolean twin;
        private final int priority;

        SearchNode(Board board, int moves, SearchNode previous, boolean twin) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.twin = twin;
            this.priority = board.manhattan() + moves;
        }
    }

    // one queue for the board and its twin: whichever reaches the goal first tells whether the board is solvable
    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException();
        }
        MinPQ<SearchNode> queue = new MinPQ<>((a, b) -> a.priority - b.priority);
        queue.insert(new SearchNode(initial, 0, null, false));
        queue.insert(new SearchNode(initial.twin(), 0, null, true));
        SearchNode current = queue.delMin();
        while (!current.board.isGoal()) {
            for (Board neighbor : current.board.neighbors()) {
                if (current.previous == null || !neighbor.equals(current.previous.board)) {
                    queue.insert(new SearchNode(neighbor, current.moves + 1, current, current.twin));
                }
            }
            current = queue.delMin();
        }
        if (!current.twin) {
            goal = current;
        }
    }

    public boolean isSolvable() {
        return goal != null;
    }

    public int moves() {
        return goal == null ? -1 : goal.moves;
    }

    public Iterable<Board> solution() {
        if (goal == null) {
            return null;
        }
        List<Board> boards = new ArrayList<>();
        for (SearchNode node = goal; node != null; node = node.previous) {
            boards.add(node.board);
        }
        Collections.reverse(boards);
        return boards;
    }

    public static void main(String[] args) {
        Solver solver = new Solver(new Board(new int[][] {{0, 1, 3}, {4, 2, 5}, {7, 8, 6}}));
        System.out.println("Minimum number of moves = " + solver.moves());
    }
}
