package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToLongFunction;
import org.junit.jupiter.api.Test;

class GrowthFitTests {
    private static final List<Integer> SIZES = List.of(8, 16, 32, 64, 128, 256);

    private static GrowthFit fit(IntToLongFunction cost) {
        List<Long> costs = new ArrayList<>();
        for (int n : SIZES) {
            costs.add(cost.applyAsLong(n));
        }
        return GrowthFit.of(SIZES, costs);
    }

    @Test
    void exactPowersFitTheirExponent() {
        assertEquals(0, fit(n -> 7).exponent(), 1e-9);
        assertEquals(1, fit(n -> 3L * n).exponent(), 1e-9);
        assertEquals(2, fit(n -> (long) n * n).exponent(), 1e-9);
        assertEquals(4, fit(n -> (long) n * n * n * n).exponent(), 1e-9);
    }

    @Test
    void lowerOrderTermsOnlyLowerTheExponentAndWeighLittleAtTheLargestSizes() {
        double exponent = fit(n -> (long) n * n + 10L * n + 100).exponent();
        assertTrue(exponent < 2 && exponent > 1.8, "fitted " + exponent);
        assertEquals(0, fit(n -> 5 + (n >= 128 ? 1 : 0)).exponent(), 0.2);
    }

    @Test
    void nSquaredLogNPassesTheNSquaredLogNLimitAndNCubedDoesNot() {
        GrowthLimit limit = GrowthLimit.of(2, "n^2 log n");
        GrowthFit mergeSort = fit(n -> (long) (n * n * Math.log(n)));
        assertTrue(mergeSort.within(limit), mergeSort.describe());
        assertFalse(fit(n -> (long) n * n * n).within(limit));
        assertFalse(fit(n -> (long) n * n * n * n).within(limit));
    }

    @Test
    void constantPassesTheConstantLimitAndLinearDoesNot() {
        GrowthLimit limit = GrowthLimit.of(0, "1");
        assertTrue(fit(n -> 3).within(limit));
        assertFalse(fit(n -> n).within(limit));
        assertFalse(fit(n -> (long) n * n).within(limit));
    }

    @Test
    void ratiosAndOrderDescribeTheMeasurements() {
        GrowthFit quadratic = fit(n -> (long) n * n);
        assertEquals(List.of(4.0, 4.0, 4.0, 4.0, 4.0), quadratic.ratios());
        assertEquals("n^2", quadratic.order());
        assertEquals("1", fit(n -> 9).order());
        assertEquals("n^2.5", fit(n -> (long) Math.pow(n, 2.5)).order());
        assertTrue(quadratic.describe().startsWith("n=8: 64, n=16: 256"), quadratic.describe());
    }

    @Test
    void badInputIsRejectedWithTheReason() {
        IllegalArgumentException tooFew = assertThrows(IllegalArgumentException.class,
                () -> GrowthFit.of(List.of(8, 16), List.of(1L, 2L)));
        assertTrue(tooFew.getMessage().contains("at least 3"), tooFew.getMessage());
        assertThrows(IllegalArgumentException.class, () -> GrowthFit.of(List.of(8, 8, 16), List.of(1L, 2L, 3L)));
        assertThrows(IllegalArgumentException.class, () -> GrowthFit.of(List.of(8, 16, 32), List.of(1L, 2L)));
    }

    @Test
    void quadraticFitRecoversTheCoefficients() {
        List<Long> bytes = new ArrayList<>();
        for (int n : SIZES) {
            bytes.add(4L * n * n + 20L * n + 48);
        }
        QuadraticFit fit = QuadraticFit.of(SIZES, bytes);
        assertEquals(4, fit.a(), 1e-6);
        assertEquals(20, fit.b(), 1e-4);
        assertEquals(48, fit.c(), 1e-2);
        assertEquals("4.00 n^2 + 20.0 n + 48", fit.toString());
    }
}
