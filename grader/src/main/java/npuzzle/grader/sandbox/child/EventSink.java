package npuzzle.grader.sandbox.child;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import npuzzle.grader.GraderJson;

/**
 * The child's end of the private channel: the token first, then one JSON event per line. While a variant of the
 * student's classes runs ({@link VariantRun}), the ids of its checks and shared work go out with the variant's prefix.
 * The parent may send one line back once the checks are done: the spec of the edits the fix search runs next.
 */
final class EventSink implements AutoCloseable {
    private final Socket socket;
    private final Writer writer;
    private final BufferedReader reader;
    private String prefix = "";
    private Consumer<ChildEvent.CheckFinished> finished = event -> { };

    private EventSink(Socket socket) throws IOException {
        this.socket = socket;
        this.writer = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
        this.reader = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Connects to the parent on the loopback address and sends the token. */
    static EventSink connect(int port, String token) throws IOException {
        EventSink sink = new EventSink(new Socket(InetAddress.getLoopbackAddress(), port));
        sink.writer.write(token);
        sink.writer.write('\n');
        sink.writer.flush();
        return sink;
    }

    /**
     * Sends the ids of the checks and shared work that follow with {@code idPrefix} before them, and tells
     * {@code observer} of each check that finishes, by its own id.
     */
    synchronized void prefixIds(String idPrefix, Consumer<ChildEvent.CheckFinished> observer) {
        this.prefix = idPrefix;
        this.finished = observer;
    }

    /** Sends one event and flushes it, so that a crash right after it loses nothing. */
    synchronized void send(ChildEvent event) {
        if (event instanceof ChildEvent.CheckFinished check) {
            finished.accept(check);
        }
        try {
            writer.write(GraderJson.GSON.toJson(prefixed(event), ChildEvent.class));
            writer.write('\n');
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the channel to the parent is closed", e);
        }
    }

    /** Waits for the parent's next line; returns null when the parent closed the channel instead. */
    String receive() {
        try {
            return reader.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    private ChildEvent prefixed(ChildEvent event) {
        if (prefix.isEmpty()) {
            return event;
        }
        if (event instanceof ChildEvent.CheckStarted started) {
            return new ChildEvent.CheckStarted(prefix + started.id());
        }
        if (event instanceof ChildEvent.CheckFinished check) {
            return new ChildEvent.CheckFinished(prefix + check.id(), check.status(), check.fraction(), check.message(),
                    check.details(), check.output());
        }
        if (event instanceof ChildEvent.WorkStarted work) {
            return new ChildEvent.WorkStarted(prefix + work.key());
        }
        if (event instanceof ChildEvent.WorkEnded work) {
            return new ChildEvent.WorkEnded(prefix + work.key());
        }
        return event;
    }

    @Override
    public synchronized void close() throws IOException {
        writer.flush();
        socket.close();
    }
}
