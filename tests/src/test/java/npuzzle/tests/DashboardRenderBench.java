package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import npuzzle.grader.GraderJson;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.DashboardWriter;
import npuzzle.grader.batch.Gradebook;
import npuzzle.grader.browser.BrowserPage;
import npuzzle.grader.browser.Chromium;
import npuzzle.grader.report.Report;
import npuzzle.reference.AtomicFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test (the name keeps it out of the suite): how long a class of {@value #CLASS} takes to render in headless
 * Chromium, against the target of under a second. Grades a few fixtures with the whole rubric in one batch, deals
 * their reports out to {@value #CLASS} students (every twentieth not graded), writes the dashboard and opens it
 * {@value #RUNS} times; prints when its script had drawn the page and when the browser had painted it (both from
 * the start of navigation), the page's size, and the same for one student's report. Run it with
 * {@code mvn -B -pl tests verify -Dit.test=DashboardRenderBench} (after {@code mvn -B -q install -DskipTests}).
 */
class DashboardRenderBench {
    private static final int CLASS = 300;
    private static final int RUNS = 5;
    private static final List<String> FIXTURES = List.of("correct-reference", "solution-reversed",
            "hamming-counts-blank", "greedy-priority");

    @TempDir
    Path work;

    @Test
    void printHowLongAClassOf300TakesToRender() throws Exception {
        Path root = FixtureClass.create(work.resolve("class"), FIXTURES);
        Path out = work.resolve("grades");
        GraderProcess.Result run = GraderProcess.run(work, "batch", root.toString(), "--out", out.toString(),
                "--jobs", "2");
        assertEquals(0, run.exitCode(), run.output());
        List<Report> reports = new ArrayList<>();
        for (String fixture : FIXTURES) {
            reports.add(GraderJson.GSON.fromJson(Files.readString(out.resolve(fixture).resolve("report.json")),
                    Report.class));
        }
        List<BatchOutcome> outcomes = new ArrayList<>();
        for (int k = 0; k < CLASS; k++) {
            String id = String.format(Locale.ROOT, "student-%03d", k);
            outcomes.add(k % 20 == 19
                    ? new BatchOutcome(id, BatchOutcome.State.NOT_GRADED, Optional.empty(),
                            Optional.of("found 2 files named Board.java"))
                    : new BatchOutcome(id, BatchOutcome.State.GRADED, Optional.of(reports.get(k % reports.size())),
                            Optional.empty()));
        }
        Path index = work.resolve("index.html");
        AtomicFiles.writeString(index, DashboardWriter.format(new Gradebook(outcomes, List.of())));
        Path student = out.resolve("solution-reversed").resolve("report.html");
        try (Chromium chromium = Chromium.start(work)) {
            measure(chromium, index, "dashboard of " + CLASS);
            measure(chromium, student, "one student's report");
        }
    }

    private static void measure(Chromium chromium, Path file, String what) throws Exception {
        double[] drawn = new double[RUNS];
        double[] painted = new double[RUNS];
        double[] loaded = new double[RUNS];
        for (int k = 0; k < RUNS; k++) {
            BrowserPage page = chromium.newPage();
            long start = System.nanoTime();
            page.open(file);
            loaded[k] = (System.nanoTime() - start) / 1e6;
            drawn[k] = Double.parseDouble(page.text("document.documentElement.dataset.renderedMs"));
            painted[k] = Double.parseDouble(page.text("new Promise(done => { const wait = () => "
                    + "document.documentElement.dataset.paintedMs ? done(document.documentElement.dataset.paintedMs)"
                    + " : requestAnimationFrame(wait); wait(); })"));
            assertEquals(List.of(), page.errors());
        }
        System.out.printf(Locale.ROOT, "%n%s (%d KiB): drawn by its script at %.0f ms, painted at %.0f ms, load "
                + "event after %.0f ms (median of %d; target: under 1000 ms)%n", what, Files.size(file) / 1024,
                median(drawn), median(painted), median(loaded), RUNS);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
