package npuzzle.grader.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.cost.runtime.CostCounter;
import npuzzle.grader.cost.runtime.CostLimitError;

/**
 * The counted cost of one operation measured at increasing sizes n, stopped before a size whose cost, extrapolated
 * from the last two sizes, would pass a budget: an O(n^4) method is measured up to n = 64, not run at n = 256. The
 * set-up of each size (building the board) and the measured call each run within the budget too, so a slow
 * constructor stops the series at the same size on every run, however loaded the machine is. Wall-clock times are
 * recorded beside the counts for display; no verdict uses them.
 *
 * @param sizes the sizes measured, increasing
 * @param costs the units counted at each size
 * @param nanos the wall-clock nanoseconds of each measured call, for display only
 * @param skipped the sizes not measured because the budget would have been passed
 */
public record CostSeries(List<Integer> sizes, List<Long> costs, List<Long> nanos, List<Integer> skipped) {
    public CostSeries {
        sizes = List.copyOf(sizes);
        costs = List.copyOf(costs);
        nanos = List.copyOf(nanos);
        skipped = List.copyOf(skipped);
    }

    /** Sets up the operation at size n, uncounted, and returns the call whose cost is measured. */
    @FunctionalInterface
    public interface Probe {
        Runnable prepare(int n);
    }

    /**
     * Measures the operation at each size in turn; one unmeasured call at the first size comes first, so that class
     * initialization is not counted.
     *
     * @param budget the most units a measured call is allowed to be predicted to take, and the most its set-up and
     *     the call itself may take
     */
    public static CostSeries measure(List<Integer> sizes, Probe probe, long budget) {
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("no sizes to measure");
        }
        WorkLimit.run(budget, () -> probe.prepare(sizes.get(0)).run());
        List<Integer> measured = new ArrayList<>();
        List<Long> costs = new ArrayList<>();
        List<Long> nanos = new ArrayList<>();
        for (int i = 0; i < sizes.size(); i++) {
            int n = sizes.get(i);
            if (predicted(measured, costs, n) > budget) {
                return new CostSeries(measured, costs, nanos, sizes.subList(i, sizes.size()));
            }
            try {
                Runnable call = WorkLimit.within(budget, () -> probe.prepare(n));
                long before = CostCounter.units();
                long start = System.nanoTime();
                WorkLimit.run(budget, call);
                nanos.add(System.nanoTime() - start);
                costs.add(CostCounter.units() - before);
                measured.add(n);
            } catch (RuntimeException | CostLimitError e) {
                if (!WorkLimit.passed(e)) {
                    throw e;
                }
                return new CostSeries(measured, costs, nanos, sizes.subList(i, sizes.size()));
            }
        }
        return new CostSeries(measured, costs, nanos, List.of());
    }

    private static double predicted(List<Integer> sizes, List<Long> costs, int n) {
        int last = sizes.size() - 1;
        if (last < 1) {
            return last < 0 ? 0 : costs.get(last);
        }
        double exponent = Math.log(Math.max(costs.get(last), 1) / (double) Math.max(costs.get(last - 1), 1))
                / Math.log(sizes.get(last) / (double) sizes.get(last - 1));
        return Math.max(costs.get(last), 1) * Math.pow(n / (double) sizes.get(last), Math.max(exponent, 0));
    }

    /** Returns the growth fitted over the measured sizes, or empty if fewer than {@value GrowthFit#MIN_POINTS}. */
    public Optional<GrowthFit> fit() {
        return sizes.size() < GrowthFit.MIN_POINTS ? Optional.empty() : Optional.of(GrowthFit.of(sizes, costs));
    }

    /** Returns whether every measured call counted something, i.e. the code measured was instrumented. */
    public boolean counted() {
        return costs.stream().allMatch(cost -> cost > 0);
    }
}
