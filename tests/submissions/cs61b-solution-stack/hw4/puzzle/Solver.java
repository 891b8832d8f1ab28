package hw4.puzzle;

import java.util.PriorityQueue;
import java.util.Stack;

public class Solver {
    private final Stack<WorldState> path = new Stack<>();
    private final int totalMoves;

    private static class Node implements Comparable<Node> {
        private final WorldState state;
        private final int moves;
        private final Node parent;
        private final int priority;

        Node(WorldState state, int moves, Node parent) {
            this.state = state;
            this.moves = moves;
            this.parent = parent;
            this.priority = moves + state.estimatedDistanceToGoal();
        }

        @Override
        public int compareTo(Node o) {
            return Integer.compare(priority, o.priority);
        }
    }

    public Solver(WorldState initial) {
        PriorityQueue<Node> fringe = new PriorityQueue<>();
        fringe.add(new Node(initial, 0, null));
        Node node = fringe.poll();
        while (!node.state.isGoal()) {
            for (WorldState neighbor : node.state.neighbors()) {
                if (node.parent == null || !neighbor.equals(node.parent.state)) {
                    fringe.add(new Node(neighbor, node.moves + 1, node));
                }
            }
            node = fringe.poll();
        }
        totalMoves = node.moves;
        // push from the goal back to the start, so the start is on top
        for (Node n = node; n != null; n = n.parent) {
            path.push(n.state);
        }
    }

    public int moves() {
        return totalMoves;
    }

    public Iterable<WorldState> solution() {
        return path;
    }
}
