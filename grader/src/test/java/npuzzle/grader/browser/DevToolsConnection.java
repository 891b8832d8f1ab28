package npuzzle.grader.browser;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * One WebSocket to the browser, speaking the DevTools protocol: a command is a JSON object with an id (and the
 * session of the page it is for), its answer carries the same id; everything else is an event.
 */
final class DevToolsConnection implements WebSocket.Listener, AutoCloseable {
    private static final long ANSWER_SECONDS = 30;

    private final Map<Integer, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
    private final List<Consumer<JsonObject>> listeners = new CopyOnWriteArrayList<>();
    private final AtomicInteger ids = new AtomicInteger();
    private final StringBuilder partial = new StringBuilder();
    private WebSocket socket;

    private DevToolsConnection() {
    }

    static DevToolsConnection open(URI browser) {
        DevToolsConnection connection = new DevToolsConnection();
        connection.socket = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(browser, connection).join();
        return connection;
    }

    /** Calls {@code listener} with every event (method, params and sessionId), on the socket's thread. */
    void onEvent(Consumer<JsonObject> listener) {
        listeners.add(listener);
    }

    /** Sends a command and returns its result; an error answer is an AssertionError naming the command. */
    JsonObject call(String sessionId, String method, JsonObject params) {
        int id = ids.incrementAndGet();
        JsonObject command = new JsonObject();
        command.addProperty("id", id);
        command.addProperty("method", method);
        command.add("params", params == null ? new JsonObject() : params);
        if (sessionId != null) {
            command.addProperty("sessionId", sessionId);
        }
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        pending.put(id, answer);
        synchronized (this) { // a WebSocket takes one message at a time
            socket.sendText(command.toString(), true).join();
        }
        try {
            JsonObject reply = answer.get(ANSWER_SECONDS, TimeUnit.SECONDS);
            if (reply.has("error")) {
                throw new AssertionError(method + " failed: " + reply.get("error"));
            }
            return reply.has("result") ? reply.getAsJsonObject("result") : new JsonObject();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(method + " interrupted", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new AssertionError(method + ": no answer from the browser in " + ANSWER_SECONDS + " s", e);
        } finally {
            pending.remove(id);
        }
    }

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            JsonObject message = JsonParser.parseString(partial.toString()).getAsJsonObject();
            partial.setLength(0);
            if (message.has("id")) {
                CompletableFuture<JsonObject> answer = pending.get(message.get("id").getAsInt());
                if (answer != null) {
                    answer.complete(message);
                }
            } else {
                listeners.forEach(listener -> listener.accept(message));
            }
        }
        webSocket.request(1);
        return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
        pending.values().forEach(answer -> answer.completeExceptionally(error));
    }

    @Override
    public void close() {
        socket.abort();
    }
}
