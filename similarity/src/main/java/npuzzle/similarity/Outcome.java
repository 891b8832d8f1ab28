package npuzzle.similarity;

import java.util.List;
import java.util.Objects;

/**
 * What a run found.
 *
 * @param submissions the compared submissions, the class's then the known ones, each sorted by id
 * @param skipped the entries left out, with the reason
 * @param pairs the listed pairs, most similar first: every pair at least as similar as {@link Request#FLOOR}, and
 *        at least the {@link Request#TOP} most similar, each with its matched regions
 * @param comparisons how many pairs were compared
 * @param histogram how many compared pairs fall in each 5-point band of similarity (0-5, 5-10, ..., 95-100)
 * @param clusters groups of three or more joined by pairs above the floor, largest first
 * @param minimumTokenMatch the shortest match used
 * @param withBase whether starter code was left out
 */
public record Outcome(List<Submission> submissions, List<Skipped> skipped, List<Pair> pairs, long comparisons,
        int[] histogram, List<Cluster> clusters, int minimumTokenMatch, boolean withBase) {
    public static final int BANDS = 20;

    public Outcome {
        submissions = List.copyOf(submissions);
        skipped = List.copyOf(skipped);
        pairs = List.copyOf(pairs);
        clusters = List.copyOf(clusters);
        Objects.requireNonNull(histogram, "histogram");
        histogram = histogram.clone();
    }

    @Override
    public int[] histogram() {
        return histogram.clone();
    }

    /** Returns the band of the histogram a similarity falls in. */
    public static int band(double similarity) {
        return Math.min(BANDS - 1, (int) Math.floor(similarity / (100.0 / BANDS)));
    }
}
