package npuzzle.grader.checks;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The measurements that several checks share within one grading context, such as the Solver's searches or the
 * timing checks' comparison with the plain A*: each measured once, by the first check that needs it, and kept until
 * the context is dropped (and with it the student's class loaders the measurements hold). A measurement is named by
 * a {@link Key}; two checks that need the same one wait for each other on that key alone, and a measurement that
 * throws is not kept, so the next check that needs it measures again.
 */
public final class Measurements {
    private final ConcurrentHashMap<Key<?>, Slot> slots = new ConcurrentHashMap<>();

    /**
     * What a measurement is, e.g. "the solver runs", and of what, e.g. a Solver class; equal keys name the same
     * measurement.
     *
     * @param name what is measured
     * @param of what it is measured of, or null when the context holds one such measurement
     * @param <T> the measurement's type
     */
    public record Key<T>(String name, Object of) {
        public Key {
            Objects.requireNonNull(name);
        }

        /** Returns the key of the one measurement named {@code name} in a context. */
        public static <T> Key<T> named(String name) {
            return new Key<>(name, null);
        }

        /** Returns the key of this measurement of {@code what}. */
        public Key<T> of(Object what) {
            return new Key<>(name, Objects.requireNonNull(what));
        }
    }

    /** One measurement: its lock, and its value once measured. */
    private static final class Slot {
        private boolean measured;
        private Object value;
    }

    /**
     * Returns the measurement {@code key} names, measuring it with {@code measure} the first time; a check that asks
     * while another measures it waits for that measurement.
     */
    @SuppressWarnings("unchecked")
    public <T> T get(Key<T> key, Supplier<? extends T> measure) {
        Slot slot = slots.computeIfAbsent(key, k -> new Slot());
        synchronized (slot) {
            if (!slot.measured) {
                slot.value = measure.get();
                slot.measured = true;
            }
            return (T) slot.value;
        }
    }
}
