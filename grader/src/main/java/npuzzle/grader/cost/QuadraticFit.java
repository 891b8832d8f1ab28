package npuzzle.grader.cost;

import java.util.List;
import java.util.Locale;

/**
 * The least-squares fit {@code a*n^2 + b*n + c} of measured sizes (e.g. bytes) at several n: {@code a} is the
 * cost per tile of an n-by-n board, {@code b} per row, {@code c} the fixed part.
 */
public record QuadraticFit(double a, double b, double c) {
    /**
     * Fits the values measured at the given sizes.
     *
     * @throws IllegalArgumentException if the lists differ in length or hold fewer than 3 distinct sizes
     */
    public static QuadraticFit of(List<Integer> sizes, List<Long> values) {
        if (sizes.size() != values.size() || sizes.stream().distinct().count() < 3) {
            throw new IllegalArgumentException("need one value per size and at least 3 distinct sizes, got "
                    + sizes.size() + " sizes " + sizes + " and " + values.size() + " values");
        }
        double[][] m = new double[3][4]; // normal equations over the powers n^2, n, 1, augmented by the values
        for (int i = 0; i < sizes.size(); i++) {
            double n = sizes.get(i);
            double[] powers = {n * n, n, 1};
            for (int r = 0; r < 3; r++) {
                for (int k = 0; k < 3; k++) {
                    m[r][k] += powers[r] * powers[k];
                }
                m[r][3] += powers[r] * values.get(i);
            }
        }
        double[] solution = solve(m);
        return new QuadraticFit(solution[0], solution[1], solution[2]);
    }

    /** Gaussian elimination with partial pivoting on a 3-by-4 augmented matrix. */
    private static double[] solve(double[][] m) {
        for (int col = 0; col < 3; col++) {
            int pivot = col;
            for (int r = col + 1; r < 3; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] swap = m[col];
            m[col] = m[pivot];
            m[pivot] = swap;
            for (int r = 0; r < 3; r++) {
                if (r != col) {
                    double factor = m[r][col] / m[col][col];
                    for (int k = col; k < 4; k++) {
                        m[r][k] -= factor * m[col][k];
                    }
                }
            }
        }
        return new double[] {m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]};
    }

    /** Returns the fitted value at n. */
    public double at(int n) {
        return a * n * n + b * n + c;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.2f n^2 + %.1f n + %.0f", a, b, c);
    }
}
