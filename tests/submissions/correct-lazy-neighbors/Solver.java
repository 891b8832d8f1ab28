import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> boards = new ArrayList<>();

    private static class State {
        private final Board board;
        private final State from;
        private final int depth;
        private final int estimate;

        State(Board board, State from) {
            this.board = board;
            this.from = from;
            this.depth = from == null ? 0 : from.depth + 1;
            this.estimate = depth + board.manhattan();
        }
    }

    private static class ByEstimate implements Comparator<State> {
        @Override
        public int compare(State x, State y) {
            int c = Integer.compare(x.estimate, y.estimate);
            return c != 0 ? c : Integer.compare(x.board.hamming(), y.board.hamming());
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<State> queue = new PriorityQueue<>(11, new ByEstimate());
        State state = new State(initial, null);
        while (!state.board.isGoal()) {
            for (Board next : state.board.neighbors()) {
                if (state.from == null || !state.from.board.equals(next)) {
                    queue.offer(new State(next, state));
                }
            }
            state = queue.poll();
        }
        for (State s = state; s.from != null; s = s.from) {
            boards.add(0, s.board);
        }
    }

    public int moves() {
        return boards.size();
    }

    public Iterable<Board> solution() {
        return new ArrayList<>(boards);
    }
}
