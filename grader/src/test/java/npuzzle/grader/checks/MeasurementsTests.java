package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The measurements a grading context keeps: each measured once, by key, and dropped with the context. */
class MeasurementsTests {
    private static final Measurements.Key<Object> KEY = Measurements.Key.named("a measurement");

    @Test
    void aMeasurementIsMeasuredOncePerKeyAndPart() {
        Measurements measurements = new Measurements();
        AtomicInteger measured = new AtomicInteger();
        Object first = measurements.get(KEY, () -> new Object[] {measured.incrementAndGet()});
        assertSame(first, measurements.get(KEY, () -> new Object[] {measured.incrementAndGet()}));
        assertSame(first, measurements.get(Measurements.Key.named("a measurement"), Object::new));
        Object ofString = measurements.get(KEY.of(String.class), Object::new);
        assertNotSame(first, ofString);
        assertSame(ofString, measurements.get(KEY.of(String.class), Object::new));
        assertEquals(1, measured.get());
    }

    @Test
    void aMeasurementThatThrowsIsMeasuredAgainByTheNextCheck() {
        Measurements measurements = new Measurements();
        assertThrows(IllegalStateException.class, () -> measurements.get(KEY, () -> {
            throw new IllegalStateException("ran out");
        }));
        assertEquals("measured", measurements.get(KEY, () -> "measured"));
    }

    @Test
    void twoChecksNeedingTheSameMeasurementAtOnceMeasureItOnce() throws Exception {
        Measurements measurements = new Measurements();
        AtomicInteger measured = new AtomicInteger();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Object> first = pool.submit(() -> measurements.get(KEY, () -> {
                measured.incrementAndGet();
                inside.countDown();
                await(release);
                return "slow";
            }));
            inside.await();
            Future<Object> second = pool.submit(() -> measurements.get(KEY, () -> {
                measured.incrementAndGet();
                return "again";
            }));
            assertEquals("other", measurements.get(KEY.of("other"), () -> "other"), "another key does not wait");
            release.countDown();
            assertEquals("slow", first.get());
            assertEquals("slow", second.get());
            assertEquals(1, measured.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void eachContextHasItsOwnMeasurementsAndNotes() {
        GradingContext one = context();
        GradingContext other = context();
        assertSame(one.measurements(), one.measurements());
        assertNotSame(one.measurements(), other.measurements());
        one.notes().note("a note");
        assertEquals(null, other.notes().take());
        assertEquals("a note", one.notes().take());
        assertSame(SharedWork.UNTOLD, one.sharedWork());
    }

    private static GradingContext context() {
        return new GradingContext(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Map.of(),
                List.of(), 1, SolutionConvention.AFTER_INITIAL, false);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
