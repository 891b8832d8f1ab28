package npuzzle.similarity;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Two submissions and what they share.
 *
 * @param a the first: always of the class
 * @param b the second: of the class, or a known solution ({@code bGroup})
 * @param bGroup where {@code b} comes from
 * @param similarity the share of both submissions' tokens (the starter code's left out) that match, as a percent
 * @param matchedTokens how many tokens match
 * @param longestMatch the longest matched run, in tokens
 * @param regions the matched regions, in the order of {@code a}'s files and lines
 */
public record Pair(String a, String b, Group bGroup, double similarity, int matchedTokens, int longestMatch,
        List<Region> regions) {
    /** The most similar first; then by names, so that the order never depends on the run. */
    public static final Comparator<Pair> RANKED = Comparator.comparingDouble(Pair::similarity).reversed()
            .thenComparing(Pair::a).thenComparing(Pair::b);

    public Pair {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(bGroup, "bGroup");
        regions = List.copyOf(regions);
        if (similarity < 0 || similarity > 100) {
            throw new IllegalArgumentException("similarity " + similarity + " is not a percent");
        }
    }
}
