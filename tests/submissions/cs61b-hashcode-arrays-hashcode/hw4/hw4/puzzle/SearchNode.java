package hw4.puzzle;

/** A node of the game tree: a world state, the moves made to reach it from the
 *  initial state, and the node before it. */
class SearchNode {
    final WorldState state;
    final int moves;
    final SearchNode previous;
    final int priority;

    SearchNode(WorldState state, int moves, SearchNode previous) {
        this.state = state;
        this.moves = moves;
        this.previous = previous;
        this.priority = moves + state.estimatedDistanceToGoal();
    }
}
