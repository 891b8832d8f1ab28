package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Scales checks' points to a total in whole cents, so that the points every report shows (two decimals) add up to
 * exactly that total: each check gets its share rounded down, and the cents left go to the largest remainders
 * (ties by id, so every run gives the same points).
 */
final class Apportionment {
    private Apportionment() {
    }

    /** Returns {@code points} scaled to {@code total}, in cents, by id; all zero when the points are. */
    static Map<String, Double> scale(Map<String, Double> points, double total) {
        double sum = points.values().stream().mapToDouble(Double::doubleValue).sum();
        Map<String, Double> scaled = new LinkedHashMap<>();
        if (sum <= 0) {
            points.keySet().forEach(id -> scaled.put(id, 0.0));
            return scaled;
        }
        Map<String, Long> cents = new TreeMap<>();
        Map<String, Double> remainders = new TreeMap<>();
        long given = 0;
        for (Map.Entry<String, Double> check : points.entrySet()) {
            double exact = check.getValue() * total * 100 / sum;
            long floor = (long) Math.floor(exact + 1e-9);
            cents.put(check.getKey(), floor);
            remainders.put(check.getKey(), exact - floor);
            given += floor;
        }
        List<String> byRemainder = new ArrayList<>(remainders.keySet());
        byRemainder.sort(Comparator.comparing((String id) -> -remainders.get(id)).thenComparing(id -> id));
        long left = Math.round(total * 100) - given;
        for (int i = 0; i < left && i < byRemainder.size(); i++) {
            cents.merge(byRemainder.get(i), 1L, Long::sum);
        }
        cents.forEach((id, c) -> scaled.put(id, c / 100.0));
        return scaled;
    }
}
