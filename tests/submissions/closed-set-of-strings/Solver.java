import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.PriorityQueue;
import java.util.Set;

public class Solver {
    private final Deque<Board> answer = new ArrayDeque<>();
    private final int count;

    private static class Node {
        final Board board;
        final Node parent;
        final int moves;
        final int priority;

        Node(Board board, Node parent, int moves) {
            this.board = board;
            this.parent = parent;
            this.moves = moves;
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
        PriorityQueue<Node> pq = new PriorityQueue<>(Comparator.comparingInt((Node x) -> x.priority));
        // boards already expanded, by their text: a board seen before is never expanded again
        Set<String> visited = new HashSet<>();
        pq.add(new Node(initial, null, 0));
        Node current = pq.poll();
        while (!current.board.isGoal()) {
            visited.add(current.board.toString());
            for (Board next : current.board.neighbors()) {
                if (!visited.contains(next.toString())) {
                    pq.add(new Node(next, current, current.moves + 1));
                }
            }
            current = pq.poll();
        }
        count = current.moves;
        for (Node x = current; x.parent != null; x = x.parent) {
            answer.push(x.board);
        }
    }

    public int moves() {
        return count;
    }

    public Iterable<Board> solution() {
        return answer;
    }
}
