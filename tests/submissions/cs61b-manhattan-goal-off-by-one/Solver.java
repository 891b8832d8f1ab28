package hw4.puzzle;

import edu.princeton.cs.algs4.MinPQ;

import java.util.ArrayDeque;
import java.util.Deque;

public class Solver {
    private class SearchNode implements Comparable<SearchNode> {
        private WorldState state;
        private int moves;
        private SearchNode prev;
        private int distance;

        SearchNode(WorldState state, int moves, SearchNode prev) {
            this.state = state;
            this.moves = moves;
            this.prev = prev;
            this.distance = state.estimatedDistanceToGoal();
        }

        @Override
        public int compareTo(SearchNode other) {
            return (this.moves + this.distance) - (other.moves + other.distance);
        }
    }

    private SearchNode last;

    public Solver(WorldState initial) {
        MinPQ<SearchNode> pq = new MinPQ<>();
        pq.insert(new SearchNode(initial, 0, null));
        while (true) {
            SearchNode node = pq.delMin();
            if (node.state.isGoal()) {
                last = node;
                return;
            }
            for (WorldState neighbor : node.state.neighbors()) {
                if (node.prev == null || !neighbor.equals(node.prev.state)) {
                    pq.insert(new SearchNode(neighbor, node.moves + 1, node));
                }
            }
        }
    }

    public int moves() {
        return last.moves;
    }

    public Iterable<WorldState> solution() {
        Deque<WorldState> path = new ArrayDeque<>();
        for (SearchNode n = last; n != null; n = n.prev) {
            path.addFirst(n.state);
        }
        return path;
    }
}
