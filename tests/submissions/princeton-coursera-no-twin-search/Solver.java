import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private SearchNode last;

    private class SearchNode {
        Board board;
        int moves;
        SearchNode prev;
        int priority;

        SearchNode(Board board, int moves, SearchNode prev) {
            this.board = board;
            this.moves = moves;
            this.prev = prev;
            this.priority = moves + board.manhattan();
        }
    }

    // find a solution to the initial board (using the A* algorithm)
    public Solver(Board initial) {
        if (initial == null) {
            throw new IllegalArgumentException();
        }
        PriorityQueue<SearchNode> pq = new PriorityQueue<>(Comparator.comparingInt(node -> node.priority));
        pq.add(new SearchNode(initial, 0, null));
        while (!pq.isEmpty()) {
            SearchNode node = pq.poll();
            if (node.board.isGoal()) {
                last = node;
                break;
            }
            for (Board next : node.board.neighbors()) {
                if (node.prev == null || next != node.prev.board) {
                    pq.add(new SearchNode(next, node.moves + 1, node));
                }
            }
        }
    }

    // is the initial board solvable?
    public boolean isSolvable() {
        return last != null;
    }

    // min number of moves to solve initial board; -1 if unsolvable
    public int moves() {
        if (!isSolvable()) {
            return -1;
        }
        return last.moves;
    }

    // sequence of boards in a shortest solution; null if unsolvable
    public Iterable<Board> solution() {
        if (!isSolvable()) {
            return null;
        }
        List<Board> path = new ArrayList<>();
        for (SearchNode node = last; node != null; node = node.prev) {
            path.add(0, node.board);
        }
        return path;
    }

    // test client (see below)
    public static void main(String[] args) {
        int[][] tiles = {{0, 1, 3}, {4, 2, 5}, {7, 8, 6}};
        Solver solver = new Solver(new Board(tiles));
        System.out.println("Minimum number of moves = " + solver.moves());
        for (Board board : solver.solution()) {
            System.out.println(board);
        }
    }
}
