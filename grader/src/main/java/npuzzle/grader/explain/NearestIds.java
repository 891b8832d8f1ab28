package npuzzle.grader.explain;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The check ids nearest to one that is not a check: those that contain it, its dot-separated parts in order, or
 * that it contains ("hamming", "solver.moves", "board.hamming.blank"), else those within a few edits
 * ("board.hammming"), else those that share its longest prefix ("board.frobnicate"); at most {@value #SHOWN},
 * fewest edits first.
 */
public final class NearestIds {
    /** The most ids returned. */
    public static final int SHOWN = 5;
    /** The shortest shared prefix that makes ids near. */
    private static final int MIN_PREFIX = 3;

    private NearestIds() {
    }

    public static List<String> of(String query, Collection<String> ids) {
        List<String> near = ids.stream().filter(id -> id.contains(query) || query.contains(id)
                || partsInOrder(query, id)).toList();
        if (near.isEmpty()) {
            int edits = Math.max(2, query.length() / 4);
            near = ids.stream().filter(id -> distance(query, id) <= edits).toList();
        }
        if (near.isEmpty()) {
            int longest = ids.stream().mapToInt(id -> sharedPrefix(query, id)).max().orElse(0);
            near = longest < MIN_PREFIX ? List.of()
                    : ids.stream().filter(id -> sharedPrefix(query, id) == longest).toList();
        }
        return near.stream().sorted(Comparator.comparingInt((String id) -> distance(query, id))
                .thenComparing(Comparator.naturalOrder())).limit(SHOWN).toList();
    }

    /** Returns the Levenshtein distance: the fewest insertions, deletions and substitutions from a to b. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    /** Returns whether the dot-separated parts of {@code query} are parts of {@code id}, in order. */
    private static boolean partsInOrder(String query, String id) {
        String[] wanted = query.split("\\.");
        int k = 0;
        for (String part : id.split("\\.")) {
            if (k < wanted.length && part.equals(wanted[k])) {
                k++;
            }
        }
        return k == wanted.length;
    }

    private static int sharedPrefix(String a, String b) {
        int k = 0;
        while (k < a.length() && k < b.length() && a.charAt(k) == b.charAt(k)) {
            k++;
        }
        return k;
    }
}
