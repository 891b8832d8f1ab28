package npuzzle.grader.cost;

import java.util.Locale;

/**
 * A required order of growth: the exponent of n allowed, the tolerance above it that a fit may reach (it absorbs
 * log factors: n^2 log n fits about 2.2 over n = 32..256), and how the assignment states it.
 *
 * @param exponent the allowed exponent, e.g. 2 for n^2
 * @param tolerance how far above it a fitted exponent still passes, e.g. 0.5
 * @param stated the requirement as written, e.g. "n^2 log n"
 */
public record GrowthLimit(double exponent, double tolerance, String stated) {
    /** The tolerance the Board requirements use: half a power of n. */
    public static final double DEFAULT_TOLERANCE = 0.5;

    public GrowthLimit {
        if (exponent < 0 || tolerance < 0) {
            throw new IllegalArgumentException("exponent and tolerance must be >= 0, got " + exponent + ", " + tolerance);
        }
    }

    /** Returns the limit for a stated order with the default tolerance: {@code of(2, "n^2 log n")}. */
    public static GrowthLimit of(double exponent, String stated) {
        return new GrowthLimit(exponent, DEFAULT_TOLERANCE, stated);
    }

    /** Returns the largest exponent that passes. */
    public double ceiling() {
        return exponent + tolerance;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "~%s (fitted exponent at most %.2f)", stated, ceiling());
    }
}
