package npuzzle.grader.style;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import npuzzle.grader.GraderJson;
import npuzzle.grader.ShortLivedJvm;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.ClassDataArchive;

/**
 * The style JVM: a JVM of the grader's own that runs the style tools ({@link StyleServer}), started on first use and
 * kept for the grader's life, so that a batch sets the tools up once. It runs C1 only, from an AppCDS archive of the
 * tools' classes: the tools load thousands of classes and run for a second, which C2 and class loading would
 * otherwise triple (measured on the sample, cold: 13 s of CPU in the grader's JVM, under 5 s here). A JVM that dies
 * or hangs fails the checks it was running, with the reason, and the next request starts a new one.
 */
public final class StyleJvm {
    private static final Duration SLACK = Duration.ofSeconds(30);
    private static final long ARCHIVE_WRITE_MILLIS = 30_000;
    private static StyleJvm shared;

    /** The outcome of each check, keyed by id, and how long the tools took. */
    public record Result(Map<String, CheckOutcome> outcomes, long millis) {
        public Result {
            outcomes = Map.copyOf(outcomes);
        }
    }

    private final List<String> command;
    private final Optional<ClassDataArchive> archive;
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, CompletableFuture<StyleResponse>> pending = new ConcurrentHashMap<>();
    private Process process;
    private Writer requests;
    private boolean writesArchive;

    StyleJvm(Path java, List<String> classPath) {
        this.archive = ClassDataArchive.inCache("style", java, classPath);
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx1g"));
        command.addAll(ShortLivedJvm.FLAGS);
        command.addAll(List.of("-XX:-UsePerfData", "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8", "-cp",
                String.join(File.pathSeparator, classPath), StyleServer.class.getName()));
        this.command = List.copyOf(command);
        Runtime.getRuntime().addShutdownHook(new Thread(this::stop, "npuzzle-style-stop"));
    }

    /** Returns this grader's style JVM, running this JVM's java and class path. */
    public static synchronized StyleJvm shared() {
        if (shared == null) {
            Path java = Path.of(System.getProperty("java.home"), "bin", "java");
            shared = new StyleJvm(java, Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                    .map(entry -> Path.of(entry).toAbsolutePath().toString()).toList());
        }
        return shared;
    }

    /** Starts setting up the checks' tools, so that it overlaps the compiler; what fails shows when they run. */
    public void prepare(StyleRules rules, Function<StyleCheck, StylePass.Setting> settings, List<StyleCheck> checks) {
        if (!checks.isEmpty()) {
            send(rules, settings, checks, Optional.empty());
        }
    }

    /** Starts the checks on the input (none: an empty result at once); see {@link #await}. */
    public CompletableFuture<Result> start(StyleRules rules, Function<StyleCheck, StylePass.Setting> settings,
            StyleInput input, List<StyleCheck> checks) {
        if (checks.isEmpty()) {
            return CompletableFuture.completedFuture(new Result(Map.of(), 0));
        }
        long timeout = checks.stream().mapToLong(check -> settings.apply(check).timeoutMillis()).max().orElse(0)
                + SLACK.toMillis();
        return send(rules, settings, checks, Optional.of(input)).orTimeout(timeout, TimeUnit.MILLISECONDS)
                .handle((response, failure) -> failure == null ? new Result(response.outcomes(), response.millis())
                        : failed(checks, failure));
    }

    /** Returns the result of a started pass; each check ends with an outcome, whatever the tools or the JVM did. */
    public static Result await(CompletableFuture<Result> started) throws InterruptedException {
        try {
            return started.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the style pass failed", e.getCause()); // start's handle never fails
        }
    }

    private Result failed(List<StyleCheck> checks, Throwable failure) {
        String reason;
        if (failure instanceof TimeoutException) {
            reason = "the style JVM did not answer in time, and was stopped";
            restart();
        } else {
            reason = failure.getMessage();
        }
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        checks.forEach(check -> outcomes.put(check.id(), StyleOutcome.error(check, reason, 0)));
        return new Result(outcomes, 0);
    }

    private synchronized CompletableFuture<StyleResponse> send(StyleRules rules,
            Function<StyleCheck, StylePass.Setting> settings, List<StyleCheck> checks, Optional<StyleInput> input) {
        long id = ids.incrementAndGet();
        CompletableFuture<StyleResponse> answer = new CompletableFuture<>();
        pending.put(id, answer);
        if (process == null || !process.isAlive()) {
            try {
                begin();
            } catch (IOException e) {
                pending.remove(id);
                answer.completeExceptionally(new IOException("the style JVM could not be started: " + e.getMessage(),
                        e));
                return answer;
            }
        }
        try {
            requests.write(GraderJson.GSON.toJson(StyleRequest.of(id, checks, rules, settings, input)) + "\n");
            requests.flush();
        } catch (IOException e) {
            // it has just ended: reading its end fails the request with the reason
        }
        return answer;
    }

    private void begin() throws IOException {
        List<String> launch = new ArrayList<>(command);
        writesArchive = archive.isPresent() && archive.get().missing();
        archive.ifPresent(cds -> launch.addAll(1, cds.options()));
        Process started = new ProcessBuilder(launch).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        process = started;
        requests = new OutputStreamWriter(started.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> read(started), "npuzzle-style-answers");
        reader.setDaemon(true);
        reader.start();
    }

    /** Completes each request as its answer comes; when the JVM ends, fails those it never answered. */
    private void read(Process from) {
        try (BufferedReader answers = new BufferedReader(new InputStreamReader(from.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = answers.readLine(); line != null; line = answers.readLine()) {
                StyleResponse response = GraderJson.GSON.fromJson(line, StyleResponse.class);
                CompletableFuture<StyleResponse> answer = pending.remove(response.id());
                if (answer != null) {
                    answer.complete(response);
                }
            }
        } catch (IOException | RuntimeException e) {
            // the JVM ended or wrote something else: as if it ended
        }
        String reason = "the style JVM ended" + exitCode(from);
        from.destroyForcibly(); // one that wrote something else is ended, so that the next request starts another
        synchronized (this) {
            if (process == from) {
                pending.values().forEach(answer -> answer.completeExceptionally(new IOException(reason)));
                pending.clear();
            }
        }
    }

    private static String exitCode(Process process) {
        try {
            return process.waitFor(5, TimeUnit.SECONDS) ? " (exit code " + process.exitValue() + ")" : "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    /** Stops a JVM that did not answer, failing what it still had to answer; the next request starts another. */
    private synchronized void restart() {
        pending.values().forEach(answer -> answer.completeExceptionally(new IOException(
                "the style JVM was stopped: a tool did not finish in time")));
        pending.clear();
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            process = null;
        }
    }

    /**
     * Ends the JVM with the grader: closing its stdin ends it; the first one of a class path writes its class
     * archive as it ends, which is waited for and put in place.
     */
    private synchronized void stop() {
        if (process == null) {
            return;
        }
        try {
            try {
                requests.close();
                boolean ended = process.waitFor(writesArchive ? ARCHIVE_WRITE_MILLIS : 200, TimeUnit.MILLISECONDS);
                if (writesArchive) {
                    archive.get().ended(ended && process.exitValue() == 0);
                }
            } catch (IOException e) {
                // it ended already
            }
            process.destroyForcibly();
            process.waitFor(1, TimeUnit.SECONDS); // reaped, so that its CPU time counts among the grader's children's
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
