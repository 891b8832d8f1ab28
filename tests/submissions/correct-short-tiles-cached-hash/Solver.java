import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

/** A* with a closed set on top of the critical optimization; the Board's cached hashCode keeps the set cheap. */
public final class Solver {
    private final List<Board> steps;

    private static final class Step implements Comparable<Step> {
        final Board board;
        final Step previous;
        final int moves;
        final int priority;

        Step(Board board, Step previous) {
            this.board = board;
            this.previous = previous;
            this.moves = previous == null ? 0 : previous.moves + 1;
            this.priority = moves + board.manhattan();
        }

        @Override
        public int compareTo(Step that) {
            return Integer.compare(priority, that.priority);
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Step> frontier = new PriorityQueue<>();
        Set<Board> closed = new HashSet<>();
        frontier.add(new Step(initial, null));
        Step step = frontier.poll();
        while (!step.board.isGoal()) {
            closed.add(step.board);
            for (Board next : step.board.neighbors()) {
                boolean grandparent = step.previous != null && next.equals(step.previous.board);
                if (!grandparent && !closed.contains(next)) {
                    frontier.add(new Step(next, step));
                }
            }
            step = frontier.poll();
        }
        List<Board> path = new ArrayList<>();
        for (Step s = step; s.previous != null; s = s.previous) {
            path.add(s.board);
        }
        Collections.reverse(path);
        steps = Collections.unmodifiableList(path);
    }

    public int moves() {
        return steps.size();
    }

    public Iterable<Board> solution() {
        return steps;
    }
}
