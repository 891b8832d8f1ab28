package npuzzle.grader.sandbox.child;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import npuzzle.grader.GraderJson;

/** The child's end of the private channel: the token first, then one JSON event per line. */
final class EventSink implements AutoCloseable {
    private final Socket socket;
    private final Writer writer;

    private EventSink(Socket socket) throws IOException {
        this.socket = socket;
        this.writer = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
    }

    /** Connects to the parent on the loopback address and sends the token. */
    static EventSink connect(int port, String token) throws IOException {
        EventSink sink = new EventSink(new Socket(InetAddress.getLoopbackAddress(), port));
        sink.writer.write(token);
        sink.writer.write('\n');
        sink.writer.flush();
        return sink;
    }

    /** Sends one event and flushes it, so that a crash right after it loses nothing. */
    synchronized void send(ChildEvent event) {
        try {
            writer.write(GraderJson.GSON.toJson(event, ChildEvent.class));
            writer.write('\n');
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the channel to the parent is closed", e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        writer.flush();
        socket.close();
    }
}
