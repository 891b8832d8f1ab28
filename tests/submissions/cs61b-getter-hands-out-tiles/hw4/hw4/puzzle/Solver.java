package hw4.puzzle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<WorldState> solution = new ArrayList<>();
    private final int moves;
    /** How many search nodes were enqueued, for the bug detector. */
    public int enqueued;

    /** Constructor which solves the puzzle, computing everything necessary
     *  for moves() and solution() to not have to solve the problem again.
     *  Solves the puzzle using the A* algorithm. Assumes a solution exists. */
    public Solver(WorldState initial) {
        PriorityQueue<SearchNode> pq = new PriorityQueue<>();
        pq.add(new SearchNode(initial, 0, null));
        enqueued += 1;
        SearchNode current = pq.poll();
        while (!current.getState().isGoal()) {
            for (WorldState neighbor : current.getState().neighbors()) {
                SearchNode prev = current.getPrev();
                if (prev == null || !neighbor.equals(prev.getState())) {
                    pq.add(new SearchNode(neighbor, current.getMoves() + 1, current));
                    enqueued += 1;
                }
            }
            current = pq.poll();
        }
        moves = current.getMoves();
        for (SearchNode node = current; node != null; node = node.getPrev()) {
            solution.add(node.getState());
        }
        Collections.reverse(solution);
    }

    /** Returns the minimum number of moves to solve the puzzle starting
     *  at the initial WorldState. */
    public int moves() {
        return moves;
    }

    /** Returns a sequence of WorldStates from the initial WorldState
     *  to the solution. */
    public Iterable<WorldState> solution() {
        return solution;
    }
}
