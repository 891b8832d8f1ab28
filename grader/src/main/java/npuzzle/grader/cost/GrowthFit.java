package npuzzle.grader.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The order of growth of measured costs over increasing n: the exponent k of {@code cost ~ n^k}, the least-squares
 * slope of log cost against log n over the largest {@value #FIT_POINTS} sizes, where lower-order terms weigh least.
 *
 * @param sizes the sizes n, strictly increasing, at least {@value #MIN_POINTS}
 * @param costs the cost measured at each size; a cost below 1 counts as 1
 * @param exponent the fitted exponent
 */
public record GrowthFit(List<Integer> sizes, List<Long> costs, double exponent) {
    /** How many of the largest sizes the exponent is fitted over. */
    public static final int FIT_POINTS = 4;
    /** The fewest sizes a fit needs. */
    public static final int MIN_POINTS = 3;

    public GrowthFit {
        sizes = List.copyOf(sizes);
        costs = List.copyOf(costs);
    }

    /**
     * Fits the exponent of the costs measured at the given sizes.
     *
     * @throws IllegalArgumentException if the lists differ in length, have fewer than {@value #MIN_POINTS}
     *     points, or the sizes are not positive and strictly increasing
     */
    public static GrowthFit of(List<Integer> sizes, List<Long> costs) {
        if (sizes.size() != costs.size()) {
            throw new IllegalArgumentException(sizes.size() + " sizes but " + costs.size() + " costs");
        }
        if (sizes.size() < MIN_POINTS) {
            throw new IllegalArgumentException("need at least " + MIN_POINTS + " sizes to fit growth, got " + sizes);
        }
        for (int i = 0; i < sizes.size(); i++) {
            if (sizes.get(i) < 1 || i > 0 && sizes.get(i) <= sizes.get(i - 1)) {
                throw new IllegalArgumentException("sizes must be positive and increasing, got " + sizes);
            }
        }
        int from = Math.max(0, sizes.size() - FIT_POINTS);
        double meanX = 0;
        double meanY = 0;
        int m = sizes.size() - from;
        for (int i = from; i < sizes.size(); i++) {
            meanX += Math.log(sizes.get(i)) / m;
            meanY += logCost(costs.get(i)) / m;
        }
        double covariance = 0;
        double variance = 0;
        for (int i = from; i < sizes.size(); i++) {
            double dx = Math.log(sizes.get(i)) - meanX;
            covariance += dx * (logCost(costs.get(i)) - meanY);
            variance += dx * dx;
        }
        return new GrowthFit(sizes, costs, covariance / variance);
    }

    private static double logCost(long cost) {
        return Math.log(Math.max(cost, 1));
    }

    /** Returns the cost ratios of successive sizes, {@code cost(i+1) / cost(i)}: about 4 per doubling for n^2. */
    public List<Double> ratios() {
        List<Double> ratios = new ArrayList<>();
        for (int i = 1; i < costs.size(); i++) {
            ratios.add((double) Math.max(costs.get(i), 1) / Math.max(costs.get(i - 1), 1));
        }
        return ratios;
    }

    /** Returns whether the growth is within the limit: {@code exponent <= limit.exponent() + limit.tolerance()}. */
    public boolean within(GrowthLimit limit) {
        return exponent <= limit.ceiling();
    }

    /** Returns the growth as the nearest half power: "n^2", "n^2.5", "1" for a constant. */
    public String order() {
        double half = Math.max(0, Math.round(exponent * 2) / 2.0);
        if (half == 0) {
            return "1";
        }
        return half == Math.rint(half) ? "n^" + (long) half : String.format(Locale.ROOT, "n^%.1f", half);
    }

    /** Returns the measurements, e.g. "n=8: 64, n=16: 256 (exponent 2.00)". */
    public String describe() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < sizes.size(); i++) {
            s.append(i == 0 ? "" : ", ").append("n=").append(sizes.get(i)).append(": ").append(costs.get(i));
        }
        return s.append(String.format(Locale.ROOT, " (exponent %.2f)", exponent)).toString();
    }
}
