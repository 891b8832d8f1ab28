import java.util.ArrayList;
import java.util.PriorityQueue;
import java.util.Stack;

public class Solver {
    private final ArrayList<Board> solution = new ArrayList<Board>();
    private int moves;

    private class Node implements Comparable<Node> {
        Board board;
        int moves;
        Node previous;
        int priority;

        Node(Board board, int moves, Node previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }

        public int compareTo(Node that) {
            return this.priority - that.priority;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> pq = new PriorityQueue<Node>();
        pq.add(new Node(initial, 0, null));
        Node current = pq.poll();
        while (!current.board.isGoal()) {
            for (Board neighbor : current.board.neighbors()) {
                if (current.previous == null || !neighbor.equals(current.previous.board)) {
                    pq.add(new Node(neighbor, current.moves + 1, current));
                }
            }
            current = pq.poll();
        }
        moves = current.moves;
        Stack<Board> reversed = new Stack<Board>();
        while (current.previous != null) {
            reversed.push(current.board);
            current = current.previous;
        }
        while (!reversed.isEmpty()) {
            solution.add(reversed.pop());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
