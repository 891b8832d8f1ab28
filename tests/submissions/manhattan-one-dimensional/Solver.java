import java.util.Comparator;
import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private record SearchNode(Board board, int moves, SearchNode previous, int priority) {
    }

    private final LinkedList<Board> boards = new LinkedList<>();
    private final int moves;

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<SearchNode> queue = new PriorityQueue<>(Comparator.comparingInt(SearchNode::priority));
        queue.add(new SearchNode(initial, 0, null, initial.manhattan()));
        SearchNode node = queue.poll();
        while (!node.board().isGoal()) {
            for (Board neighbor : node.board().neighbors()) {
                if (node.previous() == null || !neighbor.equals(node.previous().board())) {
                    int g = node.moves() + 1;
                    queue.add(new SearchNode(neighbor, g, node, g + neighbor.manhattan()));
                }
            }
            node = queue.poll();
        }
        moves = node.moves();
        for (SearchNode s = node; s.previous() != null; s = s.previous()) {
            boards.addFirst(s.board());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return boards;
    }
}
