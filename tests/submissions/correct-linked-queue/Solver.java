import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

// A* with Comparable search nodes; the solution is kept in a hand-written linked queue (like the course's LinkedQueue).
public class Solver {
    private final int moves;
    private final LinkedQueue<Board> solution = new LinkedQueue<>();

    private static final class Node implements Comparable<Node> {
        private final Board board;
        private final int moves;
        private final int manhattan;
        private final Node parent;

        Node(Board board, Node parent) {
            this.board = board;
            this.parent = parent;
            this.moves = parent == null ? 0 : parent.moves + 1;
            this.manhattan = board.manhattan();
        }

        @Override
        public int compareTo(Node that) {
            int byPriority = Integer.compare(moves + manhattan, that.moves + that.manhattan);
            return byPriority != 0 ? byPriority : Integer.compare(manhattan, that.manhattan);
        }

        // equal exactly when compareTo says so, as Comparable asks of an ordering
        @Override
        public boolean equals(Object other) {
            return other instanceof Node && compareTo((Node) other) == 0;
        }

        @Override
        public int hashCode() {
            return 31 * (moves + manhattan) + manhattan;
        }
    }

    // A FIFO queue on a singly linked list.
    private static final class LinkedQueue<T> implements Iterable<T> {
        private final class Cell {
            final T item;
            Cell next;

            Cell(T item) {
                this.item = item;
            }
        }

        private Cell first;
        private Cell last;

        void enqueue(T item) {
            Cell cell = new Cell(item);
            if (last == null) {
                first = cell;
            } else {
                last.next = cell;
            }
            last = cell;
        }

        @Override
        public Iterator<T> iterator() {
            return new Iterator<>() {
                private Cell current = first;

                @Override
                public boolean hasNext() {
                    return current != null;
                }

                @Override
                public T next() {
                    if (current == null) {
                        throw new NoSuchElementException();
                    }
                    T item = current.item;
                    current = current.next;
                    return item;
                }
            };
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Node> queue = new PriorityQueue<>();
        Node node = new Node(initial, null);
        while (!node.board.isGoal()) {
            for (Board neighbor : node.board.neighbors()) {
                if (node.parent == null || !neighbor.equals(node.parent.board)) {
                    queue.add(new Node(neighbor, node));
                }
            }
            node = queue.remove();
        }
        moves = node.moves;
        Board[] path = new Board[moves];
        for (Node step = node; step.parent != null; step = step.parent) {
            path[step.moves - 1] = step.board;
        }
        for (Board board : path) {
            solution.enqueue(board);
        }
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
