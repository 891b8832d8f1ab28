import java.util.LinkedList;
import java.util.PriorityQueue;

public final class Solver {
    private final LinkedList<Board> path = new LinkedList<>();

    private record Step(Board board, Step from, int moves, int priority) {
        Step next(Board board) {
            return new Step(board, this, moves + 1, moves + 1 + board.manhattan());
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Step> queue = new PriorityQueue<>((a, b) -> Integer.compare(a.priority(), b.priority()));
        Step step = new Step(initial, null, 0, initial.manhattan());
        while (!step.board().isGoal()) {
            for (Board board : step.board().neighbors()) {
                if (step.from() == null || !board.equals(step.from().board())) {
                    queue.add(step.next(board));
                }
            }
            step = queue.remove();
        }
        for (; step.from() != null; step = step.from()) {
            path.addFirst(step.board());
        }
    }

    public int moves() {
        return path.size();
    }

    public Iterable<Board> solution() {
        return path;
    }
}
