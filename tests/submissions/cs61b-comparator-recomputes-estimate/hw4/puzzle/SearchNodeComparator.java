package hw4.puzzle;

import java.util.Comparator;

public class SearchNodeComparator implements Comparator<SearchNode> {
    @Override
    public int compare(SearchNode a, SearchNode b) {
        int pa = a.moves + a.state.estimatedDistanceToGoal();
        int pb = b.moves + b.state.estimatedDistanceToGoal();
        return pa - pb;
    }
}
