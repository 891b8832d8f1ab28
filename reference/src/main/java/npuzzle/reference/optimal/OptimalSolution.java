package npuzzle.reference.optimal;

import java.util.List;
import npuzzle.reference.Board;

/**
 * A shortest solution: its number of moves, the boards after the initial one (ending at the goal), the search
 * nodes generated to find it and the time it took in nanoseconds.
 */
public record OptimalSolution(int moves, List<Board> path, long nodesGenerated, long nanos) {
    public OptimalSolution {
        path = List.copyOf(path);
        if (moves != path.size()) {
            throw new IllegalArgumentException("moves " + moves + " but the path has " + path.size() + " boards");
        }
        if (nodesGenerated < 0 || nanos < 0) {
            throw new IllegalArgumentException("negative nodes or time: " + nodesGenerated + ", " + nanos);
        }
    }
}
