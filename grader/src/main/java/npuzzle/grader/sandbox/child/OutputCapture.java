package npuzzle.grader.sandbox.child;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Sends System.out and System.err of the child to a capped buffer per check, so that what a student prints never
 * reaches the child's real stdout and travels to the parent only as a check's captured output.
 */
final class OutputCapture {
    private final int capPerCheck;
    private volatile CappedBuffer current;

    OutputCapture(int capPerCheck) {
        this.capPerCheck = capPerCheck;
        this.current = new CappedBuffer(capPerCheck); // output between checks is kept nowhere
    }

    /** Points System.out and System.err at the capture. */
    void install() {
        OutputStream sink = new OutputStream() {
            @Override
            public void write(int b) {
                current.write(b);
            }

            @Override
            public void write(byte[] bytes, int offset, int length) {
                current.write(bytes, offset, length);
            }
        };
        PrintStream stream = new PrintStream(sink, true, StandardCharsets.UTF_8);
        System.setOut(stream);
        System.setErr(stream);
    }

    /** Starts a fresh buffer for a check. */
    void startCheck() {
        current = new CappedBuffer(capPerCheck);
    }

    /** Returns what was printed since {@link #startCheck}, or null if nothing, and starts a new buffer. */
    String finishCheck() {
        CappedBuffer buffer = current;
        current = new CappedBuffer(capPerCheck);
        return buffer.isEmpty() ? null : buffer.text();
    }
}
