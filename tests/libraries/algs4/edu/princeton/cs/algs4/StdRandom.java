package edu.princeton.cs.algs4;

import java.util.Random;

/**
 * A stand-in for the algs4 library's StdRandom, written from its public API for the tests: a static Random seeded
 * from the clock when the class loads, and reseeded by setSeed.
 */
public final class StdRandom {
    private static Random random;
    private static long seed;

    static {
        seed = System.currentTimeMillis();
        random = new Random(seed);
    }

    private StdRandom() {
    }

    public static void setSeed(long s) {
        seed = s;
        random = new Random(seed);
    }

    public static long getSeed() {
        return seed;
    }

    public static double uniform() {
        return random.nextDouble();
    }

    public static int uniform(int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("argument must be positive: " + n);
        }
        return random.nextInt(n);
    }

    public static int uniform(int a, int b) {
        if (b <= a) {
            throw new IllegalArgumentException("invalid range: [" + a + ", " + b + ")");
        }
        return a + uniform(b - a);
    }

    public static boolean bernoulli() {
        return uniform() < 0.5;
    }
}
