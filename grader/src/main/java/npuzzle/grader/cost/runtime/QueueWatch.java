package npuzzle.grader.cost.runtime;

import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.PriorityQueue;
import java.util.Set;

/**
 * What a Solver does with its priority queue while a watch is on: the inserts and deletions it makes on a
 * {@code java.util.PriorityQueue} or a course library's {@code MinPQ} alike, and the first field write to an object
 * that is in such a queue (inserted and not yet taken out), with the field and where in the code it was written.
 * Instrumented code calls the hooks around each queue call and before each field write ({@code
 * QueueWatchInstrumenter}). Writes made while a queue call is running (a comparator caching a priority it computes
 * on first use) are the queue's own business and are not counted. One global watch, on one thread.
 */
public final class QueueWatch {
    private static boolean on;
    private static final Set<Object> QUEUED = Collections.newSetFromMap(new IdentityHashMap<>());
    /** What a queue call that is not on a priority queue (or inserts null) leaves on {@link #RUNNING}. */
    private static final Object NOT_WATCHED = new Object();
    /** For each queue call running, the item it inserts or the queue it removes from, else {@link #NOT_WATCHED}. */
    private static final Deque<Object> RUNNING = new ArrayDeque<>();
    private static long inserts;
    private static long deletions;
    private static long mostQueued;
    private static long writes;
    private static String firstWrite;

    private QueueWatch() {
    }

    /** Starts a watch, dropping what the last one saw. */
    public static void start() {
        QUEUED.clear();
        RUNNING.clear();
        inserts = 0;
        deletions = 0;
        mostQueued = 0;
        writes = 0;
        firstWrite = null;
        on = true;
    }

    /** Ends the watch and returns what it saw. */
    public static Seen stop() {
        on = false;
        QUEUED.clear();
        RUNNING.clear();
        return new Seen(inserts, deletions, mostQueued, writes, firstWrite);
    }

    /**
     * What one watch saw.
     *
     * @param inserts the items put on a priority queue
     * @param deletions the items taken off one by its removal of the minimum
     * @param mostQueued the most items on the priority queues at once (inserts less deletions so far)
     * @param writes the field writes to an object while it was queued, outside the queue's own calls
     * @param firstWrite the first such write, e.g. "Solver$Node.moves in Solver$Node.relax (Solver.java:57)",
     *     or null
     */
    public record Seen(long inserts, long deletions, long mostQueued, long writes, String firstWrite) {
        /** What an unwatched run shows. */
        public static final Seen NOTHING = new Seen(0, 0, 0, 0, null);

        /** Returns how many items were left on the priority queues when the watch ended. */
        public long leftQueued() {
            return inserts - deletions;
        }
    }

    /** Before {@code queue.add(item)}, {@code offer(item)} or {@code insert(item)}. */
    public static void inserting(Object queue, Object item) {
        if (!on) {
            return;
        }
        RUNNING.push(isPriorityQueue(queue) && item != null ? item : NOT_WATCHED);
    }

    /** After an {@code add} or {@code offer}; returns what it returned. */
    public static boolean added(boolean returned) {
        inserted();
        return returned;
    }

    /** After an {@code insert} (or an {@code add} or {@code offer} that returned normally). */
    public static void inserted() {
        if (!on) {
            return;
        }
        Object item = RUNNING.poll();
        if (item != null && item != NOT_WATCHED) {
            QUEUED.add(item);
            inserts++;
            mostQueued = Math.max(mostQueued, inserts - deletions);
        }
    }

    /** Before {@code queue.poll()}, {@code remove()} or {@code delMin()}. */
    public static void removing(Object queue) {
        if (!on) {
            return;
        }
        RUNNING.push(isPriorityQueue(queue) ? queue : NOT_WATCHED);
    }

    /** After a removal of the minimum; returns the item removed. */
    public static Object removed(Object item) {
        if (!on) {
            return item;
        }
        Object queue = RUNNING.poll();
        if (queue != null && queue != NOT_WATCHED) {
            if (item != null) {
                QUEUED.remove(item);
            }
            deletions++;
        }
        return item;
    }

    /** Before a field write to {@code object} at {@code where}. */
    public static void writing(Object object, String field, String where) {
        if (on && RUNNING.isEmpty() && !QUEUED.isEmpty() && QUEUED.contains(object)) {
            writes++;
            if (firstWrite == null) {
                firstWrite = field + " in " + where;
            }
        }
    }

    private static boolean isPriorityQueue(Object queue) {
        return queue instanceof PriorityQueue || queue != null && queue.getClass().getSimpleName().equals("MinPQ");
    }
}
