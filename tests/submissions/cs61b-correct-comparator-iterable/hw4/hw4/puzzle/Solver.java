package hw4.puzzle;

import edu.princeton.cs.algs4.MinPQ;

import java.util.ArrayList;
import java.util.List;

public class Solver {
    private List<WorldState> path = new ArrayList<>();
    private int totalMoves;

    /** Solves the puzzle using the A* algorithm. Assumes a solution exists. */
    public Solver(WorldState initial) {
        MinPQ<SearchNode> fringe = new MinPQ<>(new SearchNodeComparator());
        fringe.insert(new SearchNode(initial, 0, null));
        SearchNode goal = null;
        while (goal == null) {
            SearchNode x = fringe.delMin();
            if (x.state.isGoal()) {
                goal = x;
                break;
            }
            for (WorldState w : x.state.neighbors()) {
                if (x.previous != null && w.equals(x.previous.state)) {
                    continue;
                }
                fringe.insert(new SearchNode(w, x.moves + 1, x));
            }
        }
        totalMoves = goal.moves;
        List<WorldState> reversed = new ArrayList<>();
        for (SearchNode n = goal; n != null; n = n.previous) {
            reversed.add(n.state);
        }
        for (int i = reversed.size() - 1; i >= 0; i -= 1) {
            path.add(reversed.get(i));
        }
    }

    public int moves() {
        return totalMoves;
    }

    public Iterable<WorldState> solution() {
        return path;
    }
}
