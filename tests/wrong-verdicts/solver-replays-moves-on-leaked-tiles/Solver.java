import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> solution = new ArrayList<>();
    private final int moves;

    private static class Node {
        final Board board;
        final Node parent;
        final int moves;
        final int priority;

        Node(Board board, Node parent) {
            this.board = board;
            this.parent = parent;
            this.moves = parent == null ? 0 : parent.moves + 1;
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
        pq.add(new Node(initial, null));
        Node node = pq.poll();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent == null || !next.equals(node.parent.board)) {
                    pq.add(new Node(next, node));
                }
            }
            node = pq.poll();
        }
        moves = node.moves;
        // keep only where the blank went, then replay those slides on the initial tiles
        List<int[]> blanks = new ArrayList<>();
        for (Node x = node; x.parent != null; x = x.parent) {
            blanks.add(0, new int[] {x.board.blankRow(), x.board.blankCol()});
        }
        int[][] tiles = initial.tiles();
        int row = initial.blankRow();
        int col = initial.blankCol();
        for (int[] to : blanks) {
            tiles[row][col] = tiles[to[0]][to[1]];
            tiles[to[0]][to[1]] = 0;
            row = to[0];
            col = to[1];
            solution.add(new Board(tiles));
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
