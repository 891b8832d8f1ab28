package edu.princeton.cs.algs4;

import java.util.Iterator;
import java.util.LinkedList;
import java.util.NoSuchElementException;

/** A stand-in for the algs4 library's Queue, written from its public API for the tests: first in, first out. */
public class Queue<Item> implements Iterable<Item> {
    private final LinkedList<Item> items = new LinkedList<>();

    public boolean isEmpty() {
        return items.isEmpty();
    }

    public int size() {
        return items.size();
    }

    public void enqueue(Item item) {
        items.addLast(item);
    }

    public Item dequeue() {
        if (items.isEmpty()) {
            throw new NoSuchElementException("Queue underflow");
        }
        return items.removeFirst();
    }

    @Override
    public Iterator<Item> iterator() {
        return items.iterator();
    }
}
