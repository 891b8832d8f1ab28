import java.util.ArrayList;
import java.util.List;
import java.util.Stack;

// A* with a hand-written binary heap (insert / delMin, like the course's MinPQ) and a Stack to reverse the path.
public class Solver {
    private final int moves;
    private final List<Board> steps = new ArrayList<>();

    private static final class SearchNode {
        final Board board;
        final int moves;
        final int priority;
        final SearchNode previous;

        SearchNode(Board board, int moves, SearchNode previous) {
            this.board = board;
            this.moves = moves;
            this.previous = previous;
            this.priority = moves + board.manhattan();
        }
    }

    // A min-heap of search nodes by priority, 1-based as in the textbook.
    private static final class MinPQ {
        private SearchNode[] heap = new SearchNode[16];
        private int size;

        void insert(SearchNode node) {
            if (++size == heap.length) {
                SearchNode[] bigger = new SearchNode[heap.length * 2];
                System.arraycopy(heap, 0, bigger, 0, heap.length);
                heap = bigger;
            }
            heap[size] = node;
            for (int k = size; k > 1 && less(k, k / 2); k /= 2) {
                swap(k, k / 2);
            }
        }

        SearchNode delMin() {
            SearchNode min = heap[1];
            heap[1] = heap[size];
            heap[size--] = null;
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

        private boolean less(int a, int b) {
            return heap[a].priority < heap[b].priority;
        }

        private void swap(int a, int b) {
            SearchNode t = heap[a];
            heap[a] = heap[b];
            heap[b] = t;
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        MinPQ pq = new MinPQ();
        pq.insert(new SearchNode(initial, 1, null));
        SearchNode node;
        while (true) {
            node = pq.delMin();
            if (node.board.isGoal()) {
                break;
            }
            for (Board neighbor : node.board.neighbors()) {
                if (node.previous != null && neighbor.equals(node.previous.board)) {
                    continue;
                }
                pq.insert(new SearchNode(neighbor, node.moves + 1, node));
            }
        }
        moves = node.moves;
        Stack<Board> stack = new Stack<>();
        while (node.previous != null) {
            stack.push(node.board);
            node = node.previous;
        }
        while (!stack.isEmpty()) {
            steps.add(stack.pop());
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return new ArrayList<>(steps);
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
