import java.util.Comparator;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

public class Solver {
    private final LinkedQueue solution = new LinkedQueue();
    private int moves;

    // A first-in first-out list of boards, as the course's dsa.LinkedQueue, written out.
    private static class LinkedQueue implements Iterable<Board> {
        private Link first;
        private Link last;
        private int size;

        private static class Link {
            Board board;
            Link next;
        }

        void enqueue(Board board) {
            Link link = new Link();
            link.board = board;
            if (last == null) {
                first = link;
            } else {
                last.next = link;
            }
            last = link;
            size++;
        }

        int size() {
            return size;
        }

        public Iterator<Board> iterator() {
            return new Iterator<Board>() {
                private Link current = first;

                public boolean hasNext() {
                    return current != null;
                }

                public Board next() {
                    if (current == null) {
                        throw new NoSuchElementException();
                    }
                    Board board = current.board;
                    current = current.next;
                    return board;
                }
            };
        }
    }

    private static class SearchNode {
        Board board;
        int moves;
        int priority;
        SearchNode prev;
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<SearchNode> pq = new PriorityQueue<SearchNode>(new Comparator<SearchNode>() {
            public int compare(SearchNode a, SearchNode b) {
                if (a.priority != b.priority) {
                    return a.priority < b.priority ? -1 : 1;
                }
                return Integer.compare(b.moves, a.moves);
            }
        });
        pq.add(node(initial, null));
        SearchNode min = pq.poll();
        while (!min.board.isGoal()) {
            for (Board neighbor : min.board.neighbors()) {
                if (min.prev != null && neighbor.equals(min.prev.board)) {
                    continue;
                }
                pq.add(node(neighbor, min));
            }
            min = pq.poll();
        }
        moves = min.moves;
        enqueuePath(min);
    }

    private static SearchNode node(Board board, SearchNode prev) {
        SearchNode node = new SearchNode();
        node.board = board;
        node.prev = prev;
        node.moves = prev == null ? 0 : prev.moves + 1;
        node.priority = node.moves + board.manhattan();
        return node;
    }

    // The boards from the initial one's child to the goal: the parents first, so recursion on the way back.
    private void enqueuePath(SearchNode node) {
        if (node.prev == null) {
            return;
        }
        enqueuePath(node.prev);
        solution.enqueue(node.board);
    }

    public int moves() {
        return moves;
    }

    public Iterable<Board> solution() {
        return solution;
    }

    public static void main(String[] args) {
        Board initial = new Board(new int[][] {{8, 1, 3}, {4, 0, 2}, {7, 6, 5}});
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
