package dsa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;

/** A minimum priority queue with the course library's API (dsa.MinPQ), a binary heap: a stand-in for dsa.jar. */
public class MinPQ<Key> {
    private final List<Key> heap = new ArrayList<>();
    private final Comparator<Key> comparator;

    public MinPQ(Comparator<Key> comparator) {
        this.comparator = comparator;
    }

    public boolean isEmpty() {
        return heap.isEmpty();
    }

    public int size() {
        return heap.size();
    }

    public void insert(Key key) {
        heap.add(key);
        int k = heap.size() - 1;
        while (k > 0 && less(k, (k - 1) / 2)) {
            swap(k, (k - 1) / 2);
            k = (k - 1) / 2;
        }
    }

    public Key delMin() {
        if (heap.isEmpty()) {
            throw new NoSuchElementException("Priority queue underflow");
        }
        Key min = heap.get(0);
        Key last = heap.remove(heap.size() - 1);
        if (!heap.isEmpty()) {
            heap.set(0, last);
            int k = 0;
            while (2 * k + 1 < heap.size()) {
                int child = 2 * k + 1;
                if (child + 1 < heap.size() && less(child + 1, child)) {
                    child++;
                }
                if (!less(child, k)) {
                    break;
                }
                swap(k, child);
                k = child;
            }
        }
        return min;
    }

    private boolean less(int i, int j) {
        return comparator.compare(heap.get(i), heap.get(j)) < 0;
    }

    private void swap(int i, int j) {
        Key t = heap.get(i);
        heap.set(i, heap.get(j));
        heap.set(j, t);
    }
}
