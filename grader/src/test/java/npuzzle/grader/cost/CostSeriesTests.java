package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CostSeriesTests {
    private static final List<Integer> SIZES = List.of(4, 8, 16, 32, 64, 128, 256);
    private static final long BUDGET = 20_000_000;

    private static Class<?> fast;
    private static Class<?> slow;

    @BeforeAll
    static void compile(@TempDir Path dir) throws Exception {
        fast = InstrumentedCopy.of(loadPlain(dir.resolve("fast"), BoardFixtures.FAST));
        slow = InstrumentedCopy.of(loadPlain(dir.resolve("slow"), BoardFixtures.SLOW));
    }

    /** Loads the compiled Board as the child does for the correctness checks: a plain URL class loader. */
    private static Class<?> loadPlain(Path dir, String source) throws Exception {
        CompiledSources.compile(dir, Map.of("Board", source));
        URLClassLoader plain = new URLClassLoader(new URL[] {dir.resolve("classes").toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
        return plain.loadClass("Board");
    }

    static int[][] shuffled(int n, long seed) {
        Random random = new Random(seed);
        int[] flat = new int[n * n];
        for (int k = 0; k < flat.length; k++) {
            flat[k] = k;
        }
        for (int k = flat.length - 1; k > 0; k--) {
            int swap = random.nextInt(k + 1);
            int t = flat[k];
            flat[k] = flat[swap];
            flat[swap] = t;
        }
        int[][] tiles = new int[n][n];
        for (int k = 0; k < flat.length; k++) {
            tiles[k / n][k % n] = flat[k];
        }
        return tiles;
    }

    private static Object create(Class<?> board, int[][] tiles) {
        try {
            return board.getConstructor(int[][].class).newInstance((Object) tiles);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object call(Object board, String method) {
        try {
            return board.getClass().getMethod(method).invoke(board);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The cost of a repeated call of {@code method} on a shuffled board. */
    private static CostSeries repeatedCall(Class<?> board, String method) {
        return CostSeries.measure(SIZES, n -> {
            Object b = create(board, shuffled(n, n));
            call(b, method);
            return () -> call(b, method);
        }, BUDGET);
    }

    private static double exponent(CostSeries series) {
        return series.fit().orElseThrow().exponent();
    }

    @Test
    void cachedHammingIsConstantAndRecomputedHammingIsQuadratic() {
        CostSeries cached = repeatedCall(fast, "hamming");
        CostSeries recomputed = repeatedCall(slow, "hamming");
        assertTrue(cached.counted() && recomputed.counted());
        assertEquals(0, exponent(cached), 0.05, cached.fit().orElseThrow().describe());
        assertEquals(2, exponent(recomputed), 0.1, recomputed.fit().orElseThrow().describe());
        assertTrue(cached.fit().orElseThrow().within(GrowthLimit.of(0, "1")));
        assertFalse(recomputed.fit().orElseThrow().within(GrowthLimit.of(0, "1")));
    }

    @Test
    void theConstructorIsQuadraticInBothStyles() {
        for (Class<?> board : List.of(fast, slow)) {
            CostSeries series = CostSeries.measure(SIZES, n -> {
                int[][] tiles = shuffled(n, n);
                return () -> create(board, tiles);
            }, BUDGET);
            assertEquals(2, exponent(series), 0.15, series.fit().orElseThrow().describe());
        }
    }

    @Test
    void quarticInversionCountingIsStoppedBeforeTheBudgetAndStillFitsItsGrowth() {
        CostSeries mergeSort = repeatedCall(fast, "isSolvable");
        CostSeries quartic = repeatedCall(slow, "isSolvable");
        assertEquals(List.of(), mergeSort.skipped());
        assertTrue(mergeSort.fit().orElseThrow().within(GrowthLimit.of(2, "n^2 log n")),
                mergeSort.fit().orElseThrow().describe());
        assertFalse(quartic.skipped().isEmpty(), "an O(n^4) count at n = 256 must not run");
        assertTrue(quartic.costs().stream().allMatch(cost -> cost <= BUDGET * 2), quartic.costs().toString());
        assertEquals(4, exponent(quartic), 0.25, quartic.fit().orElseThrow().describe());
    }

    @Test
    void measuringTwiceCountsTheSameUnits() {
        assertEquals(repeatedCall(slow, "manhattan").costs(), repeatedCall(slow, "manhattan").costs());
        assertEquals(repeatedCall(fast, "isSolvable").costs(), repeatedCall(fast, "isSolvable").costs());
    }

    @Test
    void aClassAlreadyLoadedWithCostCountingIsNotReloaded() {
        assertSame(fast, InstrumentedCopy.of(fast));
        assertNotSame(fast.getClassLoader(), slow.getClassLoader());
        IllegalStateException error = assertThrows(IllegalStateException.class, () -> InstrumentedCopy.of(String.class));
        assertTrue(error.getMessage().contains("cannot instrument java.lang.String"), error.getMessage());
    }

    @Test
    void uninstrumentedCodeCountsNothingSoItCannotPassUnnoticed() {
        CostSeries series = CostSeries.measure(SIZES, n -> () -> shuffled(n, n), BUDGET);
        assertFalse(series.counted());
    }
}
