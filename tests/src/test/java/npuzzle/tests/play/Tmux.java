package npuzzle.tests.play;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.Assumptions;

/**
 * One detached tmux session of a fixed size running a shell: keys go in with {@code send-keys}, the screen comes
 * out with {@code capture-pane}. Outside CI a machine without tmux skips the test; in CI ({@code CI=true}) it fails.
 */
public final class Tmux implements AutoCloseable {
    private static final long COMMAND_SECONDS = 20;
    private static final long POLL_MILLIS = 100;

    private final String session;
    private final Path socket;

    private Tmux(String session, Path socket) {
        this.session = session;
        this.socket = socket;
    }

    /** Starts a {@code columns} by {@code rows} session running {@code bash} in {@code workDir}. */
    public static Tmux start(Path workDir, int columns, int rows) throws IOException, InterruptedException {
        requireTmux();
        Tmux tmux = new Tmux("play", workDir.resolve("tmux.socket"));
        tmux.tmux("new-session", "-d", "-s", tmux.session, "-x", String.valueOf(columns), "-y",
                String.valueOf(rows), "-c", workDir.toString(), "env NO_COLOR=1 PS1='$ ' bash --norc --noprofile");
        return tmux;
    }

    private static void requireTmux() throws InterruptedException {
        try {
            Process probe = new ProcessBuilder("tmux", "-V").redirectErrorStream(true).start();
            probe.getInputStream().readAllBytes();
            if (probe.waitFor() == 0) {
                return;
            }
        } catch (IOException e) {
            // reported below
        }
        String missing = "tmux is not installed (Debian: apt-get install tmux)";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new AssertionError(missing + "; CI=true requires it");
        }
        Assumptions.abort(missing);
    }

    /** Types {@code text} literally, without pressing Enter. */
    public void type(String text) throws IOException, InterruptedException {
        tmux("send-keys", "-t", session, "-l", text);
    }

    /** Presses keys by tmux's names: {@code Up}, {@code Enter}, {@code C-c}. */
    public void press(String... keys) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("send-keys", "-t", session));
        command.addAll(List.of(keys));
        tmux(command.toArray(String[]::new));
    }

    /** Returns the visible screen, one line per row. */
    public String screen() throws IOException, InterruptedException {
        return tmux("capture-pane", "-p", "-t", session);
    }

    /** Waits until the screen satisfies {@code ready} and returns it; fails with the last screen after a while. */
    public String awaitScreen(String what, Predicate<String> ready) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(COMMAND_SECONDS * 3);
        String screen = screen();
        while (!ready.test(screen)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the screen never showed " + what + "; it shows:\n" + screen);
            }
            Thread.sleep(POLL_MILLIS);
            screen = screen();
        }
        return screen;
    }

    /** Returns the process of the session's shell, whose descendants are what it runs. */
    public ProcessHandle shell() throws IOException, InterruptedException {
        long pid = Long.parseLong(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip());
        return ProcessHandle.of(pid).orElseThrow(() -> new IOException("the session's shell " + pid + " is gone"));
    }

    private String tmux(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("tmux", "-S", socket.toString()));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(COMMAND_SECONDS, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IOException(String.join(" ", command) + " failed: " + new String(output, StandardCharsets.UTF_8));
        }
        return new String(output, StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            tmux("kill-server");
        } catch (IOException e) {
            // the server ends with its last session
        }
        Files.deleteIfExists(socket);
    }
}
