package hw4.puzzle;

/** A search node: a world state, the moves made to reach it, the node before it, and the cached estimate. */
public class SearchNode implements Comparable<SearchNode> {
    private final WorldState state;
    private final int moves;
    private final SearchNode prev;
    private final int estimate;

    public SearchNode(WorldState state, int moves, SearchNode prev) {
        this.state = state;
        this.moves = moves;
        this.prev = prev;
        this.estimate = state.estimatedDistanceToGoal();
    }

    public WorldState getState() {
        return state;
    }

    public int getMoves() {
        return moves;
    }

    public SearchNode getPrev() {
        return prev;
    }

    public int priority() {
        return moves + estimate;
    }

    @Override
    public int compareTo(SearchNode o) {
        return this.priority() - o.priority();
    }
}
