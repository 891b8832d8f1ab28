package npuzzle.grader.sandbox.child;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/** An output stream that keeps the first {@code cap} bytes written to it and counts the rest. */
public final class CappedBuffer extends OutputStream {
    private final int cap;
    private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
    private long dropped;

    public CappedBuffer(int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("cap must be >= 0, got " + cap);
        }
        this.cap = cap;
    }

    @Override
    public synchronized void write(int b) {
        if (kept.size() < cap) {
            kept.write(b);
        } else {
            dropped++;
        }
    }

    @Override
    public synchronized void write(byte[] bytes, int offset, int length) {
        int room = Math.min(length, cap - kept.size());
        kept.write(bytes, offset, room);
        dropped += length - room;
    }

    /** Returns whether nothing was written. */
    public synchronized boolean isEmpty() {
        return kept.size() == 0 && dropped == 0;
    }

    /** Returns the text kept, with a note of how much was cut. */
    public synchronized String text() {
        String text = kept.toString(StandardCharsets.UTF_8);
        return dropped == 0 ? text : text + "\n[output truncated: " + dropped + " more bytes were not kept]";
    }
}
