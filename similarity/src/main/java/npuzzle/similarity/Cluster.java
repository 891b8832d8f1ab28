package npuzzle.similarity;

import java.util.List;

/**
 * Three or more submissions joined by pairs at least as similar as the floor: who may have shared code as a group.
 *
 * @param members their ids, sorted
 * @param pairs how many of their pairs are at least as similar as the floor
 * @param highest the similarity of their most similar pair, as a percent
 */
public record Cluster(List<String> members, int pairs, double highest) {
    public Cluster {
        members = List.copyOf(members);
    }
}
