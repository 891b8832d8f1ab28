package npuzzle.grader.browser;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import npuzzle.grader.FileTrees;
import org.junit.jupiter.api.Assumptions;

/**
 * A headless Chromium started for a test with a fresh profile, no network services of its own, and the DevTools
 * protocol on a loopback port. Outside CI a machine without Chromium skips the browser tests; in CI ({@code CI=true}
 * or {@code -Dnpuzzle.browser.required=true}) they fail, so that they are never skipped unseen.
 */
public final class Chromium implements AutoCloseable {
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome", "chrome");
    private static final long START_SECONDS = 30;

    private final Process process;
    private final Path profile;
    private final DevToolsConnection connection;

    private Chromium(Process process, Path profile, DevToolsConnection connection) {
        this.process = process;
        this.profile = profile;
        this.connection = connection;
    }

    /** Returns the browser's executable: {@code -Dnpuzzle.chromium}, else the first of the usual names on the PATH. */
    static Optional<Path> executable() {
        String chosen = System.getProperty("npuzzle.chromium");
        if (chosen != null) {
            return Optional.of(Path.of(chosen)).filter(Files::isExecutable);
        }
        for (String folder : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            for (String name : NAMES) {
                Path candidate = Path.of(folder.isEmpty() ? "." : folder, name);
                if (Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    /** Returns whether a missing browser must fail the tests rather than skip them. */
    static boolean required() {
        return "true".equalsIgnoreCase(System.getenv("CI")) || Boolean.getBoolean("npuzzle.browser.required");
    }

    /**
     * Starts a browser whose profile and log live under {@code work}.
     *
     * @throws AssertionError if there is no browser and one is required; a skipped test otherwise
     */
    public static Chromium start(Path work) throws IOException, InterruptedException {
        Optional<Path> executable = executable();
        if (executable.isEmpty()) {
            String missing = "no Chromium on the PATH (" + String.join(", ", NAMES) + ") or at -Dnpuzzle.chromium; "
                    + "install it: apt-get install -y chromium";
            if (required()) {
                throw new AssertionError(missing + " (required: CI=true or -Dnpuzzle.browser.required=true)");
            }
            Assumptions.abort(missing);
        }
        Path profile = Files.createTempDirectory(work, "chromium-profile-");
        List<String> command = new ArrayList<>(List.of(executable.get().toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-extensions", "--disable-default-apps",
                "--no-default-browser-check", "--mute-audio", "--hide-scrollbars", "--user-data-dir=" + profile,
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--window-size=1200,900",
                "about:blank"));
        Path log = profile.resolveSibling(profile.getFileName() + ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            return new Chromium(process, profile, DevToolsConnection.open(devToolsAddress(process, profile, log)));
        } catch (RuntimeException | IOException | InterruptedException | AssertionError e) {
            stop(process);
            throw e;
        }
    }

    /** Returns the browser's DevTools WebSocket, from the file Chromium writes into its profile once it listens. */
    private static URI devToolsAddress(Process process, Path profile, Path log) throws IOException,
            InterruptedException {
        Path active = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline) {
            if (Files.isRegularFile(active)) {
                List<String> lines = Files.readAllLines(active);
                if (lines.size() >= 2) {
                    return URI.create("ws://127.0.0.1:" + lines.get(0).trim() + lines.get(1).trim());
                }
            }
            if (!process.isAlive()) {
                throw new AssertionError("Chromium exited with " + process.exitValue() + ":\n" + Files.readString(log));
            }
            Thread.sleep(50);
        }
        throw new AssertionError("Chromium did not open its DevTools port in " + START_SECONDS + " s:\n"
                + Files.readString(log));
    }

    /** Opens a new tab, its console, log and network recorded from the start. */
    public BrowserPage newPage() {
        JsonObject target = new JsonObject();
        target.addProperty("url", "about:blank");
        String targetId = connection.call(null, "Target.createTarget", target).get("targetId").getAsString();
        JsonObject attach = new JsonObject();
        attach.addProperty("targetId", targetId);
        attach.addProperty("flatten", true);
        String sessionId = connection.call(null, "Target.attachToTarget", attach).get("sessionId").getAsString();
        return new BrowserPage(connection, sessionId);
    }

    @Override
    public void close() throws IOException {
        try {
            connection.call(null, "Browser.close", null);
        } catch (AssertionError alreadyGone) {
            // the process is ended below either way
        } finally {
            connection.close();
            stop(process);
            FileTrees.delete(profile);
        }
    }

    /** Ends the browser this test started, and its helper processes, by their handles. */
    private static void stop(Process process) {
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
