package npuzzle.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import npuzzle.tests.GraderCheckEndToEndTests.Graded;

/**
 * The fixtures graded once per set of options for every end-to-end test of this JVM: a test that needs a fixture's
 * report under options another test already asked for reads the same report. The fixtures of one set of options are
 * graded by one {@code grader batch}, as an instructor grades a class; two batches grade at a time in the background,
 * one submission each, in the order they were planned. So two submissions grade at once from the first to the last
 * (the first batch, of most fixtures, beside all the others in turn), where one batch of two jobs after another left
 * a core idle at each batch's end. Each batch keeps its class, reports and log under
 * {@code target/fixture-gradings/}, to read when a test fails.
 */
final class FixtureGradings {
    /** Batches graded at a time, each one submission at a time: each submission is a child JVM, on a 2-core machine. */
    private static final int AT_A_TIME = 2;
    private static final String JOBS = "1";
    /** Not a speed assert: a bound that catches a batch that hangs. */
    private static final Duration BATCH_BOUND = Duration.ofMinutes(40);
    private static final Path ROOT = Path.of("target", "fixture-gradings").toAbsolutePath();

    /** A submission to grade: its name in the class, the folder it is copied from, and the options of the batch. */
    record Entry(String name, Path sources, List<String> options) {
        Entry {
            options = List.copyOf(options);
        }
    }

    private static final ExecutorService BATCHES = Executors.newFixedThreadPool(AT_A_TIME, runnable -> {
        Thread thread = new Thread(runnable, "fixture-gradings");
        thread.setDaemon(true);
        return thread;
    });
    static {
        // a run of a few tests can end while a planned batch grades: stop it rather than leave it grading
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            BATCHES.shutdownNow();
            try {
                BATCHES.awaitTermination(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "fixture-gradings-stop"));
    }

    /** The output folder of the batch each planned submission is in, by name and options. */
    private static final Map<List<Object>, Future<Path>> PLANNED = new HashMap<>();
    private static int batches;

    private FixtureGradings() {
    }

    /**
     * Plans the entries not planned yet, one batch per set of options, and queues the batches; an entry planned
     * before (the same name and options) keeps its batch.
     */
    static synchronized void plan(List<Entry> entries) {
        Map<List<String>, List<Entry>> byOptions = new LinkedHashMap<>();
        Set<List<Object>> seen = new HashSet<>();
        for (Entry entry : entries) {
            List<Object> key = key(entry.name(), entry.options());
            if (!PLANNED.containsKey(key) && seen.add(key)) {
                byOptions.computeIfAbsent(entry.options(), options -> new ArrayList<>()).add(entry);
            }
        }
        for (Map.Entry<List<String>, List<Entry>> batch : byOptions.entrySet()) {
            Path folder = ROOT.resolve("batch-" + batches++);
            Future<Path> out = BATCHES.submit(() -> grade(batch.getValue(), batch.getKey(), folder));
            batch.getValue().forEach(entry -> PLANNED.put(key(entry.name(), entry.options()), out));
        }
    }

    /** Returns whether the submission {@code name} is planned with {@code options}. */
    static synchronized boolean planned(String name, List<String> options) {
        return PLANNED.containsKey(key(name, options));
    }

    /** Waits for the planned submission's batch and returns its report, checked against the schema. */
    static Graded graded(String name, List<String> options) throws IOException, InterruptedException {
        Future<Path> out;
        synchronized (FixtureGradings.class) {
            out = PLANNED.get(key(name, options));
        }
        if (out == null) {
            throw new IllegalStateException(name + " " + options + " was not planned");
        }
        try {
            return Graded.inBatch(out.get(), name);
        } catch (ExecutionException e) {
            throw new AssertionError("the grader run failed", e.getCause());
        }
    }

    private static List<Object> key(String name, List<String> options) {
        return List.of(name, List.copyOf(options));
    }

    /** Grades the entries as one class, each in a folder named like it, and returns the batch's output folder. */
    private static Path grade(List<Entry> entries, List<String> options, Path folder) throws IOException,
            InterruptedException {
        if (Files.exists(folder)) {
            try (Stream<Path> old = Files.walk(folder)) {
                for (Path path : old.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(path);
                }
            }
        }
        Path root = Files.createDirectories(folder.resolve("class"));
        for (Entry entry : entries) {
            FixtureClass.copyAs(root.resolve(entry.name()), entry.sources());
        }
        Path out = folder.resolve("out");
        List<String> arguments = new ArrayList<>(List.of("batch", root.toString(), "--out", out.toString(), "--jobs",
                JOBS));
        arguments.addAll(options);
        GraderProcess.Result result = GraderProcess.run(folder, Map.of(), BATCH_BOUND,
                arguments.toArray(String[]::new));
        Files.writeString(folder.resolve("batch.log"), result.output());
        return out;
    }
}
