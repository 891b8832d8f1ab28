import java.util.ArrayList;

// A Solver whose constructor only checks its argument; moves() is -1 and solution() empty.
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
        return -1;
    }

    public Iterable<Board> solution() {
        return new ArrayList<Board>();
    }
}
