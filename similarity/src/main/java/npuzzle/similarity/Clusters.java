package npuzzle.similarity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Finds the groups of three or more submissions that pairs above a floor join (connected components). */
final class Clusters {
    private Clusters() {
    }

    static List<Cluster> of(List<Pair> pairs, double floor) {
        Map<String, String> parent = new HashMap<>();
        List<Pair> strong = pairs.stream().filter(pair -> pair.similarity() >= floor).toList();
        for (Pair pair : strong) {
            parent.put(root(parent, pair.a()), root(parent, pair.b()));
        }
        Map<String, TreeSet<String>> members = new TreeMap<>();
        for (String id : new ArrayList<>(parent.keySet())) {
            members.computeIfAbsent(root(parent, id), key -> new TreeSet<>()).add(id);
        }
        List<Cluster> clusters = new ArrayList<>();
        for (TreeSet<String> group : members.values()) {
            if (group.size() >= 3) {
                List<Pair> inside = strong.stream().filter(pair -> group.contains(pair.a())).toList();
                clusters.add(new Cluster(List.copyOf(group), inside.size(), inside.stream()
                        .mapToDouble(Pair::similarity).max().orElse(0)));
            }
        }
        clusters.sort(Comparator.comparingInt((Cluster cluster) -> cluster.members().size()).reversed()
                .thenComparing(cluster -> cluster.members().get(0)));
        return clusters;
    }

    private static String root(Map<String, String> parent, String id) {
        String at = id;
        parent.putIfAbsent(at, at);
        while (!parent.get(at).equals(at)) {
            at = parent.get(at);
        }
        parent.put(id, at);
        return at;
    }
}
