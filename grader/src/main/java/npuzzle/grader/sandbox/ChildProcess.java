package npuzzle.grader.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A running child JVM: its stdin gets the channel line and the spec, its stdout and stderr are drained into a
 * capped buffer that nothing parses, and it can be killed with every process it started.
 */
final class ChildProcess implements AutoCloseable {
    private final Process process;
    private final Thread killOnExit;

    private ChildProcess(Process process, OutputStream output) {
        this.process = process;
        // a grader stopped with Ctrl-C must not leave a child spinning in an endless loop
        this.killOnExit = new Thread(this::killTree, "kill-child-on-exit");
        Runtime.getRuntime().addShutdownHook(killOnExit);
        drain(process.getInputStream(), output);
        drain(process.getErrorStream(), output);
    }

    /** Starts the command in the folder and writes {@code input} to its stdin, then closes it. */
    static ChildProcess start(List<String> command, Path workingDir, String input, OutputStream output)
            throws IOException {
        return launch(command, workingDir, output).send(input);
    }

    /** Starts the command in the folder; its stdin stays open until {@link #send}. */
    static ChildProcess launch(List<String> command, Path workingDir, OutputStream output) throws IOException {
        return new ChildProcess(new ProcessBuilder(command).directory(workingDir.toFile()).start(), output);
    }

    /** Writes {@code input} to the child's stdin and closes it; returns this child. */
    ChildProcess send(String input) {
        try (Writer stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)) {
            stdin.write(input);
        } catch (IOException e) {
            close(); // it died; the caller sees it dead
        }
        return this;
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** Waits up to the given time for the process to end; returns whether it has. */
    boolean waitFor(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS);
    }

    int exitValue() {
        return process.exitValue();
    }

    /** Returns the CPU time the child JVM has used so far, all its threads, or -1 where the system does not say. */
    long cpuNanos() {
        return process.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
    }

    /** Kills the child and every process it started, and waits for it to go. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(killOnExit);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down: the hook does the killing
        }
        killTree();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void killTree() {
        // Snapshot first: once the child is gone, what it started is re-parented and no longer its descendant.
        List<ProcessHandle> started = process.descendants().toList();
        process.destroyForcibly();
        for (ProcessHandle handle : started) {
            handle.descendants().forEach(ProcessHandle::destroyForcibly);
            handle.destroyForcibly();
        }
    }

    private static void drain(InputStream in, OutputStream out) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try (in) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    out.write(buffer, 0, n);
                }
            } catch (IOException e) {
                // the process is gone
            }
        }, "child-output");
        thread.setDaemon(true);
        thread.start();
    }
}
