package dsa;

import java.util.Iterator;
import java.util.NoSuchElementException;

/** A first-in first-out queue with the course library's API (dsa.LinkedQueue), a linked list: a stand-in for dsa.jar. */
public class LinkedQueue<Item> implements Iterable<Item> {
    private Node<Item> first;
    private Node<Item> last;
    private int n;

    private static final class Node<Item> {
        private final Item item;
        private Node<Item> next;

        Node(Item item) {
            this.item = item;
        }
    }

    public boolean isEmpty() {
        return n == 0;
    }

    public int size() {
        return n;
    }

    public void enqueue(Item item) {
        Node<Item> node = new Node<>(item);
        if (last == null) {
            first = node;
        } else {
            last.next = node;
        }
        last = node;
        n++;
    }

    public Item peek() {
        if (isEmpty()) {
            throw new NoSuchElementException("Queue is empty");
        }
        return first.item;
    }

    public Item dequeue() {
        Item item = peek();
        first = first.next;
        n--;
        if (first == null) {
            last = null;
        }
        return item;
    }

    @Override
    public Iterator<Item> iterator() {
        return new Iterator<Item>() {
            private Node<Item> current = first;

            @Override
            public boolean hasNext() {
                return current != null;
            }

            @Override
            public Item next() {
                if (current == null) {
                    throw new NoSuchElementException("Queue is empty");
                }
                Item item = current.item;
                current = current.next;
                return item;
            }
        };
    }
}
