package npuzzle.grader.cost.runtime;

import java.util.Random;

/**
 * What {@code new Random()} and {@code new Random(seed)} create in student code once {@code RandomnessRewriter} has
 * rewritten it: a {@code java.util.Random} that {@link StudentRandomness} can reseed, whose seed without an argument
 * comes from the grading seed instead of the clock, and whose draws are noted (a check then says its result depends
 * on the student's random choices).
 */
public final class SeededRandom extends Random {
    private static final long serialVersionUID = 1L;

    private final long identity;

    /** For {@code new Random()}: seeded from the grading seed. */
    public SeededRandom() {
        super(0);
        this.identity = StudentRandomness.register(this);
        reseed(StudentRandomness.seedOf(identity));
    }

    /** For {@code new Random(seed)}: the student's seed, until the grader reseeds. */
    public SeededRandom(long seed) {
        super(seed);
        this.identity = StudentRandomness.register(this);
    }

    /** The grader's own stream, not registered (it is reseeded by {@link StudentRandomness} directly). */
    SeededRandom(long seed, int unregistered) {
        super(seed);
        this.identity = unregistered;
    }

    long identity() {
        return identity;
    }

    void reseed(long seed) {
        super.setSeed(seed);
    }

    @Override
    protected int next(int bits) {
        StudentRandomness.drew();
        return super.next(bits);
    }
}
