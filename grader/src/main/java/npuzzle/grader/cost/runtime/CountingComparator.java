package npuzzle.grader.cost.runtime;

import java.util.Comparator;

/** A student's Comparator whose every comparison is counted in {@link CallCounter}, then delegated. */
final class CountingComparator implements Comparator<Object> {
    private final Comparator<Object> comparator;

    CountingComparator(Comparator<Object> comparator) {
        this.comparator = comparator;
    }

    @Override
    public int compare(Object a, Object b) {
        CallCounter.called(CallCounter.COMPARISONS);
        return comparator.compare(a, b);
    }
}
