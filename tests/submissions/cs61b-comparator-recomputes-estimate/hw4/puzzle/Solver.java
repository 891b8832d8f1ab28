package hw4.puzzle;

import java.util.LinkedList;
import java.util.PriorityQueue;

public class Solver {
    private int moves;
    private LinkedList<WorldState> solution = new LinkedList<>();

    public Solver(WorldState initial) {
        PriorityQueue<SearchNode> pq = new PriorityQueue<>(new SearchNodeComparator());
        pq.add(new SearchNode(initial, 0, null));
        SearchNode cur = pq.remove();
        while (!cur.state.isGoal()) {
            for (WorldState next : cur.state.neighbors()) {
                if (cur.prev == null || !next.equals(cur.prev.state)) {
                    pq.add(new SearchNode(next, cur.moves + 1, cur));
                }
            }
            cur = pq.remove();
        }
        moves = cur.moves;
        while (cur != null) {
            solution.addFirst(cur.state);
            cur = cur.prev;
        }
    }

    public int moves() {
        return moves;
    }

    public Iterable<WorldState> solution() {
        return solution;
    }
}
