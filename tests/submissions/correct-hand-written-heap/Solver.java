import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/** A* with a binary heap of search nodes written out in an array, as in the lectures. */
public class Solver {
    private final List<Board> solution;

    private static final class Node {
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

    /** A minimum heap on priority, then on manhattan(), in a growing array (index 1 is the root). */
    private static final class Heap {
        private Node[] nodes = new Node[16];
        private int size;

        void insert(Node node) {
            if (++size == nodes.length) {
                nodes = Arrays.copyOf(nodes, 2 * nodes.length);
            }
            nodes[size] = node;
            for (int k = size; k > 1 && less(k, k / 2); k /= 2) {
                swap(k, k / 2);
            }
        }

        Node removeMin() {
            Node min = nodes[1];
            nodes[1] = nodes[size];
            nodes[size--] = null;
            int k = 1;
            while (2 * k <= size) {
                int child = 2 * k;
                if (child < size && less(child + 1, child)) {
                    child++;
                }
                if (!less(child, k)) {
                    break;
                }
                swap(k, child);
                k = child;
            }
            return min;
        }

        private boolean less(int i, int j) {
            if (nodes[i].priority != nodes[j].priority) {
                return nodes[i].priority < nodes[j].priority;
            }
            return nodes[i].priority - nodes[i].moves < nodes[j].priority - nodes[j].moves;
        }

        private void swap(int i, int j) {
            Node t = nodes[i];
            nodes[i] = nodes[j];
            nodes[j] = t;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        Heap heap = new Heap();
        heap.insert(new Node(initial, null));
        Node node = heap.removeMin();
        while (!node.board.isGoal()) {
            for (Board next : node.board.neighbors()) {
                if (node.parent == null || !next.equals(node.parent.board)) {
                    heap.insert(new Node(next, node));
                }
            }
            node = heap.removeMin();
        }
        List<Board> path = new ArrayList<>();
        for (Node x = node; x.parent != null; x = x.parent) {
            path.add(x.board);
        }
        Collections.reverse(path);
        solution = List.copyOf(path);
    }

    public int moves() {
        return solution.size();
    }

    public Iterable<Board> solution() {
        return solution;
    }
}
