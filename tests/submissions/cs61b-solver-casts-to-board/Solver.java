package hw4.puzzle;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.PriorityQueue;

public class Solver {
    private SearchNode goal;

    private class SearchNode implements Comparable<SearchNode> {
        private WorldState ws;
        private int moves;
        private SearchNode prev;
        private int distance;

        SearchNode(WorldState ws, int moves, SearchNode prev) {
            this.ws = ws;
            this.moves = moves;
            this.prev = prev;
            // the Board already knows its Manhattan distance
            this.distance = ((Board) ws).manhattan();
        }

        @Override
        public int compareTo(SearchNode other) {
            return (moves + distance) - (other.moves + other.distance);
        }
    }

    public Solver(WorldState initial) {
        PriorityQueue<SearchNode> pq = new PriorityQueue<>();
        pq.add(new SearchNode(initial, 0, null));
        while (true) {
            SearchNode x = pq.poll();
            if (x.distance == 0) {
                goal = x;
                break;
            }
            for (WorldState n : x.ws.neighbors()) {
                if (x.prev != null && n.equals(x.prev.ws)) {
                    continue;
                }
                pq.add(new SearchNode(n, x.moves + 1, x));
            }
        }
    }

    public int moves() {
        return goal.moves;
    }

    public Iterable<WorldState> solution() {
        Deque<WorldState> path = new ArrayDeque<>();
        for (SearchNode x = goal; x != null; x = x.prev) {
            path.addFirst(x.ws);
        }
        return path;
    }
}
