package npuzzle.reference;

/** Counts inversions with merge sort, in time proportional to {@code m log m} for m values. */
final class Inversions {
    private Inversions() {
    }

    /** Returns the number of pairs {@code i < j} with {@code a[i] > a[j]}; leaves {@code a} unchanged. */
    static long count(int[] a) {
        int[] work = a.clone();
        return sortAndCount(work, new int[a.length], 0, a.length);
    }

    private static long sortAndCount(int[] a, int[] aux, int lo, int hi) {
        if (hi - lo < 2) {
            return 0;
        }
        int mid = (lo + hi) >>> 1;
        long count = sortAndCount(a, aux, lo, mid) + sortAndCount(a, aux, mid, hi);
        System.arraycopy(a, lo, aux, lo, hi - lo);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            if (i >= mid) {
                a[k] = aux[j++];
            } else if (j >= hi || aux[i] <= aux[j]) {
                a[k] = aux[i++];
            } else {
                a[k] = aux[j++];
                count += mid - i;
            }
        }
        return count;
    }
}
