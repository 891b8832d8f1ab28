import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> solution = new ArrayList<>();
    private int moves;

    private static class SearchNode implements Comparable<SearchNode> {
        private final Board board;
        private final int moves;
        private final SearchNode predecessor;
        private final int priority;

        SearchNode(Board board, int moves, SearchNode predecessor) {
            this.board = board;
            this.moves = moves;
            this.predecessor = predecessor;
            priority = moves + board.manhattan();
        }

        @Override
        public int compareTo(SearchNode that) {
            if (priority != that.priority) {
                return Integer.compare(priority, that.priority);
            }
            return Integer.compare(that.moves, moves);
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<SearchNode> queue = new PriorityQueue<>();
        queue.add(new SearchNode(initial, 0, null));
        while (!queue.isEmpty()) {
            SearchNode node = queue.poll();
            if (node.board.isGoal()) {
                moves = node.moves;
                for (SearchNode s = node; s.predecessor != null; s = s.predecessor) {
                    solution.add(s.board);
                }
                Collections.reverse(solution);
                break;
            }
            for (Board neighbor : node.board.neighbors()) {
                if (node.predecessor == null || !neighbor.equals(node.predecessor.board)) {
                    queue.add(new SearchNode(neighbor, node.moves + 1, node));
                }
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
