// A Solver not started yet: every member throws.
public class Solver {
    public Solver(Board initial) {
        throw new UnsupportedOperationException("TODO");
    }

    public int moves() {
        throw new UnsupportedOperationException("TODO");
    }

    public Iterable<Board> solution() {
        throw new UnsupportedOperationException("TODO");
    }
}
