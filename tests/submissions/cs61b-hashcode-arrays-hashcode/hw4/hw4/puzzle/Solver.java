package hw4.puzzle;

import edu.princeton.cs.algs4.MinPQ;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

public class Solver {
    private List<WorldState> path = new ArrayList<>();
    private int totalMoves;

    /** Solves the puzzle using the A* algorithm, never expanding a world state twice. Assumes a solution exists. */
    public Solver(WorldState initial) {
        MinPQ<SearchNode> fringe = new MinPQ<>(new SearchNodeComparator());
        Set<WorldState> seen = new HashSet<>();
        fringe.insert(new SearchNode(initial, 0, null));
        SearchNode goal = null;
        while (goal == null) {
            SearchNode x = fringe.delMin();
            if (x.state.isGoal()) {
                goal = x;
                break;
            }
            seen.add(x.state);
            for (WorldState w : x.state.neighbors()) {
                if (!seen.contains(w)) {
                    fringe.insert(new SearchNode(w, x.moves + 1, x));
                }
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
