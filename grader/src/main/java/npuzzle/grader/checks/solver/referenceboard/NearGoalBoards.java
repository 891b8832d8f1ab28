package npuzzle.grader.checks.solver.referenceboard;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import npuzzle.reference.Board;

/** Every board within a few slides of the goal, found breadth first from the goal and grouped by distance. */
final class NearGoalBoards {
    private NearGoalBoards() {
    }

    /**
     * Returns, at index d, every n-by-n board exactly d slides from the goal, for d = 0 .. {@code maxDistance}, each
     * list in the order the search found them (the same on every run).
     */
    static List<List<Board>> byDistance(int n, int maxDistance) {
        List<List<Board>> byDistance = new ArrayList<>();
        Map<Board, Integer> distance = new HashMap<>();
        ArrayDeque<Board> frontier = new ArrayDeque<>();
        Board goal = Board.goal(n);
        distance.put(goal, 0);
        frontier.add(goal);
        while (!frontier.isEmpty()) {
            Board board = frontier.poll();
            int d = distance.get(board);
            if (byDistance.size() == d) {
                byDistance.add(new ArrayList<>());
            }
            byDistance.get(d).add(board);
            if (d < maxDistance) {
                for (Board neighbor : board.neighbors()) {
                    if (distance.putIfAbsent(neighbor, d + 1) == null) {
                        frontier.add(neighbor);
                    }
                }
            }
        }
        return byDistance;
    }
}
