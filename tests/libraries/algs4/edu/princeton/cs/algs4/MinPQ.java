package edu.princeton.cs.algs4;

import java.util.Comparator;
import java.util.NoSuchElementException;

/** A stand-in for the algs4 library's MinPQ, written from its public API for the tests: a binary heap. */
public class MinPQ<Key> {
    private Object[] pq = new Object[2];
    private int n;
    private final Comparator<Key> comparator;

    public MinPQ() {
        this(null);
    }

    public MinPQ(Comparator<Key> comparator) {
        this.comparator = comparator;
    }

    public boolean isEmpty() {
        return n == 0;
    }

    public int size() {
        return n;
    }

    public void insert(Key x) {
        if (n == pq.length - 1) {
            Object[] bigger = new Object[2 * pq.length];
            System.arraycopy(pq, 0, bigger, 0, pq.length);
            pq = bigger;
        }
        pq[++n] = x;
        for (int k = n; k > 1 && greater(k / 2, k); k = k / 2) {
            exch(k, k / 2);
        }
    }

    @SuppressWarnings("unchecked")
    public Key delMin() {
        if (isEmpty()) {
            throw new NoSuchElementException("Priority queue underflow");
        }
        Key min = (Key) pq[1];
        exch(1, n);
        pq[n--] = null;
        int k = 1;
        while (2 * k <= n) {
            int j = 2 * k;
            if (j < n && greater(j, j + 1)) {
                j++;
            }
            if (!greater(k, j)) {
                break;
            }
            exch(k, j);
            k = j;
        }
        return min;
    }

    @SuppressWarnings("unchecked")
    private boolean greater(int i, int j) {
        if (comparator == null) {
            return ((Comparable<Key>) pq[i]).compareTo((Key) pq[j]) > 0;
        }
        return comparator.compare((Key) pq[i], (Key) pq[j]) > 0;
    }

    private void exch(int i, int j) {
        Object swap = pq[i];
        pq[i] = pq[j];
        pq[j] = swap;
    }
}
