package npuzzle.grader.sandbox;

import com.google.gson.JsonParseException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import npuzzle.grader.GraderJson;
import npuzzle.grader.sandbox.child.ChildEvent;

/**
 * The parent's end of the private channel: a loopback server socket on an ephemeral port that accepts one
 * connection, the first to send the random token, and queues the events it reads. Other connections are refused
 * and recorded as incidents. The parent may send the child a line on it ({@link #send}).
 */
final class ChannelServer implements AutoCloseable {
    private static final int TOKEN_WAIT_MILLIS = 5_000;

    /** What the reader hands to the watchdog. */
    sealed interface Message {
        /** An event the child sent. */
        record Event(ChildEvent event) implements Message {
        }

        /** The child's connection ended: every event it sent has been queued. */
        record Closed() implements Message {
        }
    }

    private final ServerSocket server;
    private final String token;
    private final BlockingQueue<Message> queue = new LinkedBlockingQueue<>();
    private final List<String> incidents = new ArrayList<>();
    private final AtomicBoolean connected = new AtomicBoolean();
    private final List<Socket> sockets = new ArrayList<>();
    private Socket session;

    ChannelServer() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        byte[] secret = new byte[24];
        new SecureRandom().nextBytes(secret);
        token = HexFormat.of().formatHex(secret);
        Thread acceptor = new Thread(this::acceptAll, "channel-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    String token() {
        return token;
    }

    /** Returns the next message, or null if none came within the wait. */
    Message poll(long millis) throws InterruptedException {
        return queue.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Returns what went wrong on the channel: refused connections, lines that were not events. */
    synchronized List<String> incidents() {
        return List.copyOf(incidents);
    }

    private synchronized void incident(String text) {
        incidents.add(text);
    }

    private void acceptAll() {
        while (!server.isClosed()) {
            try {
                Socket socket = server.accept();
                synchronized (this) {
                    sockets.add(socket);
                }
                Thread reader = new Thread(() -> serve(socket), "channel-read");
                reader.setDaemon(true);
                reader.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket socket) {
        boolean accepted = false;
        try (socket; BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                StandardCharsets.UTF_8))) {
            socket.setSoTimeout(TOKEN_WAIT_MILLIS);
            String first = in.readLine();
            if (first == null || !MessageDigest.isEqual(first.getBytes(StandardCharsets.UTF_8),
                    token.getBytes(StandardCharsets.UTF_8))) {
                incident("refused a connection on the private channel: it did not send the token");
                return;
            }
            if (!connected.compareAndSet(false, true)) {
                incident("refused a second connection on the private channel");
                return;
            }
            accepted = true;
            synchronized (this) {
                this.session = socket;
            }
            socket.setSoTimeout(0);
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                try {
                    queue.add(new Message.Event(GraderJson.GSON.fromJson(line, ChildEvent.class)));
                } catch (JsonParseException | IllegalArgumentException | NullPointerException e) {
                    incident("ignored a line on the private channel that is not an event: " + e.getMessage());
                }
            }
            queue.add(new Message.Closed());
        } catch (IOException e) {
            if (accepted) {
                queue.add(new Message.Closed());
            }
        }
    }

    /**
     * Sends the connected child one line; returns whether it was sent (false: no child is connected, or it is gone).
     */
    synchronized boolean send(String line) {
        if (session == null) {
            return false;
        }
        try {
            OutputStream out = session.getOutputStream();
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
        synchronized (this) {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }
}
