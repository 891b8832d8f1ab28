package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.nio.file.Path;
import npuzzle.grader.ScratchFolders;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.report.Report;
import npuzzle.grader.sandbox.CheckProgress;
import npuzzle.grader.sandbox.SpareChild;

/**
 * {@code grader check --watch}: grades the sources, then again each time one is saved. A grading runs on a thread of
 * its own while this one waits for the next save; a save during a grading stops it (its child JVM killed, its
 * scratch folder deleted) and grades again. Each verdict starts with what changed since the last one. Ctrl-C stops
 * the grading that runs and ends with no child JVM and no scratch folder left.
 */
final class CheckWatch {
    /** How long Ctrl-C waits for a stopped grading to delete its scratch folder. */
    private static final long STOP_MILLIS = 10_000;

    /** One grading of the watched sources, and what is printed and written of it. */
    interface Grading {
        /** Grades the sources as they are now; empty when they could not be graded, which it has said. */
        Optional<CheckService.Result> grade(CheckProgress progress) throws IOException, InterruptedException;

        /** Prints the console report and writes the report files. */
        void show(CheckService.Result result) throws IOException;
    }

    private final List<Path> roots;
    private final PrintWriter out;
    private final boolean quiet;
    private final Optional<ProgressLine> progress;
    private final Grading grading;
    private final SpareChild.Slot spares;
    private Report last;
    private Thread worker;

    CheckWatch(List<Path> roots, PrintWriter out, boolean quiet, Optional<ProgressLine> progress, Grading grading,
            SpareChild.Slot spares) {
        this.roots = List.copyOf(roots);
        this.out = out;
        this.quiet = quiet;
        this.progress = progress;
        this.grading = grading;
        this.spares = spares;
    }

    /** Grades now and on every save, until the grader is stopped (Ctrl-C); never returns normally. */
    void run(boolean useEvents) throws InterruptedException {
        Thread stop = new Thread(this::stop, "npuzzle-watch-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        try (SaveWatcher watcher = new SaveWatcher(roots, useEvents, this::say)) {
            SourceSnapshot seen = SourceSnapshot.of(roots);
            say("Watching " + seen.files().size() + " source files under " + roots.get(0)
                    + (roots.size() > 1 ? " and " + (roots.size() - 1) + " more" : "") + "; Ctrl-C stops");
            start(List.of());
            while (true) {
                SourceSnapshot saved = watcher.awaitSave(seen);
                List<String> changed = saved.changedSince(seen);
                seen = saved;
                if (halt()) {
                    say("grader: " + String.join(", ", changed) + " saved during the grading: grading again");
                }
                start(changed);
            }
        }
    }

    private synchronized void start(List<String> saved) {
        worker = new Thread(() -> gradeOnce(saved), "npuzzle-watch-grading");
        worker.start();
    }

    /** Stops the grading that runs, if any, and waits for it to end; returns whether one was running. */
    private boolean halt() throws InterruptedException {
        Thread running;
        synchronized (this) {
            running = worker;
        }
        if (running == null || !running.isAlive()) {
            return false;
        }
        running.interrupt();
        running.join(STOP_MILLIS);
        progress.ifPresent(ProgressLine::erase);
        return true;
    }

    private void gradeOnce(List<String> saved) {
        try {
            progress.ifPresent(ProgressLine::begin);
            Optional<CheckService.Result> result = grading.grade(progress.map(CheckProgress.class::cast)
                    .orElse(CheckProgress.NONE));
            progress.ifPresent(ProgressLine::erase);
            if (Thread.currentThread().isInterrupted() || result.isEmpty()) {
                return;
            }
            Report report = result.get().report();
            synchronized (out) {
                if (last != null) {
                    out.println();
                }
                if (!saved.isEmpty()) {
                    out.println("Saved: " + String.join(", ", saved));
                }
                result.get().reuse().ifPresent(out::println);
                (last == null ? GradingChange.first(report) : GradingChange.between(last, report))
                        .forEach(out::println);
                if (!quiet) {
                    out.println();
                    grading.show(result.get());
                }
                out.flush();
            }
            last = report;
            spares.fill();
        } catch (InterruptedException e) {
            // a save stopped this grading; the next one starts
        } catch (IOException | RuntimeException e) {
            progress.ifPresent(ProgressLine::erase);
            if (!Thread.currentThread().isInterrupted()) {
                say("grader: the grading failed: " + e + "; waiting for the next save");
            }
        }
    }

    /** Ctrl-C: stops the grading, the spare child JVM, and deletes what they left in the temporary folder. */
    private void stop() {
        try {
            halt();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        spares.close();
        ScratchFolders.deleteOwn();
        say("grader: stopped watching");
    }

    private void say(String line) {
        synchronized (out) {
            progress.ifPresent(ProgressLine::erase);
            out.println(line);
            out.flush();
        }
    }
}
