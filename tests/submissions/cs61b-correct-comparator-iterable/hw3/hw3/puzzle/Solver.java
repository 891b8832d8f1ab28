package hw3.puzzle;

public class Solver {
    public Solver(WorldState initial) {
    }

    public int moves() {
        return 0;
    }

    public Iterable<WorldState> solution() {
        return null;
    }
}
