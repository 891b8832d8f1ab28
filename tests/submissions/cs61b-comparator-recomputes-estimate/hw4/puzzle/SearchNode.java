package hw4.puzzle;

public class SearchNode {
    WorldState state;
    int moves;
    SearchNode prev;

    SearchNode(WorldState state, int moves, SearchNode prev) {
        this.state = state;
        this.moves = moves;
        this.prev = prev;
    }
}
