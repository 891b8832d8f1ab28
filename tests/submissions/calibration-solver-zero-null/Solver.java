// A Solver whose constructor only checks its argument; the search is not written yet.
public class Solver {
    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
    }

    public int moves() {
        return 0;
    }

    public Iterable<Board> solution() {
        return null;
    }
}
