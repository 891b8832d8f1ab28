package hw4.puzzle;

import java.util.Comparator;

/** Orders search nodes by priority: moves so far plus the estimated distance to the goal. */
class SearchNodeComparator implements Comparator<SearchNode> {
    @Override
    public int compare(SearchNode a, SearchNode b) {
        return Integer.compare(a.priority, b.priority);
    }
}
