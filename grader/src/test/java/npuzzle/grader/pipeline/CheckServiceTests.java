package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckServiceTests {
    private static final Instant NOON = Instant.parse("2026-12-01T12:00:00Z");

    @TempDir
    Path dir;

    @Test
    void theReportRecordsTheClockTheSeedTheFilesAndTheRubricsPoints() throws Exception {
        Path sub = Files.createDirectories(dir.resolve("gina"));
        Files.writeString(sub.resolve("Board.java"), FixtureSubmission.BOARD);
        Rubric rubric = Rubric.parse("rubric.json", "{\"schema\":\"npuzzle-grader/rubric/1\",\"checks\":["
                + "{\"id\":\"compile.board\",\"points\":3}]}");
        CheckService service = new CheckService(rubric, Clock.fixed(NOON, ZoneOffset.UTC));
        CheckRequest request = new CheckRequest(List.of(sub), Optional.of(List.of()), 99, Optional.of("compile.*"),
                Optional.empty(), List.of(), GradingConfig.DEFAULTS);
        CheckService.Result result = service.check(request,
                CompletableFuture.completedFuture(service.selectedChecks(request)));

        Report report = result.report();
        assertEquals(NOON, report.startedAt());
        assertEquals(0, report.durationMs());
        assertEquals(99, report.grader().seed());
        assertEquals(Optional.empty(), result.ungradable());
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(FixtureSubmission.BOARD.getBytes(StandardCharsets.UTF_8)));
        assertEquals(List.of(new Report.SourceFile("Board.java", sha)), report.submission().files());
        assertEquals(3.0, report.checks().get(0).score());
        assertEquals("Solver.java was not found", report.checks().get(1).message());
        assertEquals(3.0, report.score());
        assertEquals(4.0, report.maxScore());
        assertFalse(report.compile().ok(), "a missing Solver is not a clean compile");
    }

    @Test
    void theMaximumScoreIsTheRubricsTotalWhetherNothingCompilesOrEverythingIsGraded() throws Exception {
        Path fixtures = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));
        Path empty = Files.createDirectories(dir.resolve("empty"));
        List<Path> submissions = List.of(empty, fixtures.resolve("does-not-compile"),
                fixtures.resolve("correct-reference"));
        GradingConfig checkMessages = new GradingConfig("1".repeat(64), Optional.empty(),
                GradingConfig.DEFAULTS.convention(), true, false, Map.of(), Optional.empty(), Optional.empty(),
                GradingConfig.Limits.DEFAULTS);
        Rubric rubric = Rubric.load();
        CheckService service = new CheckService(rubric, Clock.fixed(NOON, ZoneOffset.UTC));
        // the timing checks would take minutes; every other category, and the check the config turns on, run
        Optional<String> only = Optional.of("compile.*,safety.*,board.api.*,solver.api.*,solver.null,"
                + GradingContext.MESSAGES_CHECK);
        for (GradingConfig config : List.of(GradingConfig.DEFAULTS, checkMessages)) {
            List<CheckInfo> checks = service.selectedChecks(new CheckRequest(List.of(empty), Optional.empty(), 1,
                    only, Optional.empty(), List.of(), config));
            Rubric scaled = config.applyTo(rubric);
            double total = checks.stream().mapToDouble(check -> scaled.entry(check.id()).points()).sum();
            double expected = config.checkMessages() ? total
                    : total - scaled.entry(GradingContext.MESSAGES_CHECK).points();
            for (Path submission : submissions) {
                CheckRequest request = new CheckRequest(List.of(submission), Optional.empty(), 1, only,
                        Optional.empty(), List.of(), config);
                Report report = service.check(request, CompletableFuture.completedFuture(checks)).report();
                String what = submission.getFileName() + ", checkMessages " + config.checkMessages();
                assertEquals(expected, report.maxScore(), 1e-6, what);
                CheckResult messages = report.checks().stream()
                        .filter(check -> check.id().equals(GradingContext.MESSAGES_CHECK)).findFirst().orElseThrow();
                assertEquals(!config.checkMessages(), messages.status() == Status.SKIPPED, what);
            }
            assertTrue(expected > 10, "the selection is worth " + expected);
        }
    }

    /** The thorough check is skipped, saying how to run it, unless the config or --thorough asks; asked, it runs. */
    @Test
    void theThoroughCheckRunsOnlyWhenAsked() throws Exception {
        Path sample = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"))
                .resolve("correct-reference");
        CheckService service = new CheckService(Rubric.load(), Clock.fixed(NOON, ZoneOffset.UTC));
        Optional<String> only = Optional.of("timing.solver.thorough");
        for (boolean thorough : List.of(false, true)) {
            GradingConfig config = GradingConfig.DEFAULTS.withThorough(thorough);
            CheckRequest request = new CheckRequest(List.of(sample), Optional.empty(), 1, only, Optional.empty(),
                    List.of(), config);
            Report report = service.check(request, CompletableFuture.completedFuture(service.selectedChecks(
                    request))).report();
            CheckResult check = report.checks().stream().filter(c -> c.id().equals("timing.solver.thorough"))
                    .findFirst().orElseThrow();
            if (thorough) {
                assertEquals(Status.PASSED, check.status(), check.message());
                assertEquals(config.applyTo(Rubric.load()).entry("timing.solver.thorough").points(),
                        report.maxScore(), 1e-6, "the thorough check's points, scaled with the rest to 100");
            } else {
                assertEquals(Status.SKIPPED, check.status());
                assertEquals(GradingConfig.THOROUGH_OFF, check.message());
                assertEquals(0.0, report.maxScore(), "a check that is off counts in no maximum");
            }
        }
    }
}
