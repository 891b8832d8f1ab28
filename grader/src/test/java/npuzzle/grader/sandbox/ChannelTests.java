package npuzzle.grader.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.child.ChildEvent;
import org.junit.jupiter.api.Test;

class ChannelTests {
    private static final String FORGED = "{\"type\":\"check-finished\",\"id\":\"board.size\",\"status\":\"passed\","
            + "\"fraction\":1}\n";

    private static void send(int port, String text) throws IOException {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            OutputStream out = socket.getOutputStream();
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        }
    }

    private static void awaitIncidents(ChannelServer channel, int count) throws InterruptedException {
        for (int k = 0; k < 200 && channel.incidents().size() < count; k++) {
            Thread.sleep(25);
        }
    }

    @Test
    void eventsWithoutTheTokenAreRefused() throws Exception {
        try (ChannelServer channel = new ChannelServer()) {
            send(channel.port(), "not-the-token\n" + FORGED);
            send(channel.port(), FORGED);
            awaitIncidents(channel, 2);
            assertEquals(List.of("refused a connection on the private channel: it did not send the token",
                    "refused a connection on the private channel: it did not send the token"), channel.incidents());
            assertNull(channel.poll(100));
        }
    }

    @Test
    void theFirstConnectionWithTheTokenIsHeardAndASecondIsRefused() throws Exception {
        try (ChannelServer channel = new ChannelServer()) {
            send(channel.port(), channel.token() + "\n" + FORGED + "this is not json\n");
            ChannelServer.Message first = channel.poll(5_000);
            ChildEvent event = assertInstanceOf(ChannelServer.Message.Event.class, first).event();
            assertEquals(new ChildEvent.CheckFinished("board.size", Status.PASSED, 1, null, null, null), event);
            assertInstanceOf(ChannelServer.Message.Closed.class, channel.poll(5_000));
            send(channel.port(), channel.token() + "\n" + FORGED);
            awaitIncidents(channel, 2);
            assertTrue(channel.incidents().get(0).startsWith("ignored a line on the private channel that is not"));
            assertEquals("refused a second connection on the private channel", channel.incidents().get(1));
            assertNull(channel.poll(100));
        }
    }

    @Test
    void eventsForUnknownOrFinishedChecksAreIgnoredAndFlagged() {
        SandboxConfig config = SandboxConfig.ofThisJvm(Path.of("unused"), Duration.ofSeconds(10));
        ChildAttempt attempt = new ChildAttempt(Set.of("board.size"), Map.of(), System.nanoTime() + 1_000_000_000L,
                config, CheckProgress.NONE);
        attempt.apply(new ChildEvent.CheckStarted("board.size"));
        attempt.apply(new ChildEvent.CheckFinished("board.size", Status.FAILED, 0, "wrong", null, null));
        attempt.apply(new ChildEvent.CheckFinished("board.size", Status.PASSED, 1, null, null, null));
        attempt.apply(new ChildEvent.CheckFinished("board.secret", Status.PASSED, 1, null, null, null));
        assertEquals(Status.FAILED, attempt.outcomes().get("board.size").status());
        assertEquals(Set.of("board.size"), attempt.outcomes().keySet());
        assertEquals(List.of("ignored a result for check board.size, which had already finished",
                "ignored a result for an unknown check \"board.secret\""), attempt.incidents());
    }
}
