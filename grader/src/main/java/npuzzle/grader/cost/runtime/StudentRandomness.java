package npuzzle.grader.cost.runtime;

import java.lang.ref.WeakReference;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Every source of randomness and every clock that student code (and a course library's code) can reach, made a
 * function of the grading seed, so that grading the same code again gives the same report. {@code RandomnessRewriter}
 * points the student's calls here: each {@code java.util.Random} it creates is a {@link SeededRandom}, and
 * {@code Math.random()}, {@code ThreadLocalRandom}, {@code Collections.shuffle(list)} and the clock readings
 * ({@code System.currentTimeMillis()}, {@code nanoTime()}, {@code Instant.now()}) come from here.
 *
 * <p>The grader {@link #reseed reseeds} it by scope: as each check starts (the check's id) and as each search starts
 * (its board), so that what a check or a search draws does not depend on what ran before it. Reseeding gives every
 * live {@link SeededRandom} a seed of its own, derived from the scope and the Random's identity (the scope it was
 * created in and its place among the Randoms created there, never what the collector freed), restarts
 * the clock, and restarts the stream behind {@code Math.random()} and the others. The clock is a counter that reads
 * as a fast machine's would: each reading is a microsecond after the one before, from an epoch derived from the
 * scope, so {@code StdRandom.setSeed(System.currentTimeMillis())} in a constructor gives boards made close together
 * the same seed and others another, as it does outside the grader, but at the same readings on every run.
 */
public final class StudentRandomness {
    /** 2020-01-01T00:00:00Z, the clock's first reading before the scope's offset. */
    private static final long EPOCH_MILLIS = 1_577_836_800_000L;
    private static final long TICKS_PER_MILLI = 1_000;
    private static final long NANOS_PER_TICK = 1_000;

    private static final List<WeakReference<SeededRandom>> RANDOMS = new ArrayList<>();
    private static final SeededRandom SHARED = new SeededRandom(0, -1);
    private static long scope;
    private static long createdInScope;
    private static long ticks;
    private static int pruneAt = 64;
    private static volatile boolean drawn;

    private StudentRandomness() {
    }

    /** Starts a check: reseeds by its id and forgets whether student code drew random numbers. */
    public static void startCheck(long seed, String checkId) {
        reseed(seed, "check " + checkId);
        drawn = false;
    }

    /** Returns whether student code drew a random number since the last {@link #startCheck}. */
    public static boolean drawn() {
        return drawn;
    }

    /** Makes every source of randomness and the clock start over from {@code seed} and {@code scopeName}. */
    public static synchronized void reseed(long seed, String scopeName) {
        scope = mix(seed ^ hash(scopeName));
        createdInScope = 0;
        ticks = 0;
        SHARED.reseed(mix(scope - 1));
        for (WeakReference<SeededRandom> reference : RANDOMS) {
            SeededRandom random = reference.get();
            if (random != null) {
                random.reseed(seedOf(random.identity()));
            }
        }
    }

    /** Registers a new Random and returns its identity, which it is reseeded by. */
    static synchronized long register(SeededRandom random) {
        if (RANDOMS.size() >= pruneAt) {
            RANDOMS.removeIf(reference -> reference.get() == null);
            pruneAt = Math.max(64, 2 * RANDOMS.size());
        }
        RANDOMS.add(new WeakReference<>(random));
        return mix(scope ^ ++createdInScope);
    }

    /** Returns the seed in the current scope of the Random of {@code identity}. */
    static synchronized long seedOf(long identity) {
        return mix(scope + identity);
    }

    /** Notes that student code drew a random number. */
    static void drew() {
        drawn = true;
    }

    // the rewritten call sites

    /** For {@code System.currentTimeMillis()}. */
    public static synchronized long currentTimeMillis() {
        return EPOCH_MILLIS + Math.floorMod(scope, 1L << 40) + ++ticks / TICKS_PER_MILLI;
    }

    /** For {@code System.nanoTime()}. */
    public static synchronized long nanoTime() {
        return Math.floorMod(scope, 1L << 50) + ++ticks * NANOS_PER_TICK;
    }

    /** For {@code Instant.now()}. */
    public static Instant now() {
        return Instant.ofEpochMilli(currentTimeMillis());
    }

    /** For {@code Math.random()} and {@code StrictMath.random()}. */
    public static double random() {
        return SHARED.nextDouble();
    }

    /** For {@code Collections.shuffle(list)}. */
    public static void shuffle(List<?> list) {
        Collections.shuffle(list, SHARED);
    }

    /** For {@code ThreadLocalRandom.current().nextInt()}. */
    public static int nextInt(ThreadLocalRandom ignored) {
        return SHARED.nextInt();
    }

    /** For {@code ThreadLocalRandom.current().nextInt(bound)}. */
    public static int nextInt(ThreadLocalRandom ignored, int bound) {
        return SHARED.nextInt(bound);
    }

    /** For {@code ThreadLocalRandom.current().nextInt(origin, bound)}. */
    public static int nextInt(ThreadLocalRandom ignored, int origin, int bound) {
        return SHARED.nextInt(origin, bound);
    }

    /** For {@code ThreadLocalRandom.current().nextLong()}. */
    public static long nextLong(ThreadLocalRandom ignored) {
        return SHARED.nextLong();
    }

    /** For {@code ThreadLocalRandom.current().nextLong(bound)}. */
    public static long nextLong(ThreadLocalRandom ignored, long bound) {
        return SHARED.nextLong(bound);
    }

    /** For {@code ThreadLocalRandom.current().nextLong(origin, bound)}. */
    public static long nextLong(ThreadLocalRandom ignored, long origin, long bound) {
        return SHARED.nextLong(origin, bound);
    }

    /** For {@code ThreadLocalRandom.current().nextDouble()}. */
    public static double nextDouble(ThreadLocalRandom ignored) {
        return SHARED.nextDouble();
    }

    /** For {@code ThreadLocalRandom.current().nextDouble(bound)}. */
    public static double nextDouble(ThreadLocalRandom ignored, double bound) {
        return SHARED.nextDouble(bound);
    }

    /** For {@code ThreadLocalRandom.current().nextDouble(origin, bound)}. */
    public static double nextDouble(ThreadLocalRandom ignored, double origin, double bound) {
        return SHARED.nextDouble(origin, bound);
    }

    /** For {@code ThreadLocalRandom.current().nextBoolean()}. */
    public static boolean nextBoolean(ThreadLocalRandom ignored) {
        return SHARED.nextBoolean();
    }

    /** For {@code ThreadLocalRandom.current().nextFloat()}. */
    public static float nextFloat(ThreadLocalRandom ignored) {
        return SHARED.nextFloat();
    }

    /** For {@code ThreadLocalRandom.current().nextGaussian()}. */
    public static double nextGaussian(ThreadLocalRandom ignored) {
        return SHARED.nextGaussian();
    }

    /** SplitMix64's finalizer: a well-spread 64-bit value from any input. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** FNV-1a over the name's characters: the same on every JVM, unlike an identity hash. */
    private static long hash(String name) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0; i < name.length(); i++) {
            h = (h ^ name.charAt(i)) * 0x100000001b3L;
        }
        return h;
    }
}
