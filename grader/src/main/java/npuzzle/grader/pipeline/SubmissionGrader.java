package npuzzle.grader.pipeline;

import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.GraderJson;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.BatchSubmission;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.compile.SubmissionException;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.scan.PolicyFormatException;

/**
 * Grades one submission of a batch, never throwing for what the submission is or does: a submission that cannot be
 * graded becomes an outcome saying why. An earlier report is kept when nothing that decides the grade changed.
 */
public final class SubmissionGrader {
    public static final String REPORT = "report.json";

    /**
     * What became of the submission, where the time went and its sources' text (for the report page) when it was
     * graded now.
     */
    public record Graded(BatchOutcome outcome, Optional<CheckService.Timings> timings, Map<String, String> sources) {
        Graded(BatchOutcome outcome) {
            this(outcome, Optional.empty(), Map.of());
        }
    }

    private final CheckService service;
    private final CheckRequest template;
    private final CompletableFuture<List<CheckInfo>> checks;
    private final boolean regrade;

    public SubmissionGrader(CheckService service, CheckRequest template, CompletableFuture<List<CheckInfo>> checks,
            boolean regrade) {
        this.service = service;
        this.template = template;
        this.checks = checks;
        this.regrade = regrade;
    }

    public Graded grade(BatchSubmission submission, Path reportFolder) throws InterruptedException {
        if (submission.problem().isPresent()) {
            return notGraded(submission, submission.problem().get());
        }
        try {
            Submission sources = SourceLocator.locate(List.of(submission.folder()),
                    template.config().assignmentOrDefault().sourcePackage());
            Optional<Report> earlier = regrade ? Optional.empty() : unchanged(reportFolder.resolve(REPORT), sources);
            if (earlier.isPresent()) {
                return new Graded(new BatchOutcome(submission.id(), BatchOutcome.State.REUSED, earlier,
                        ungradable(earlier.get())));
            }
            CheckRequest request = new CheckRequest(List.of(submission.folder()), template.courseJars(),
                    template.seed(), template.only(), template.java(), template.checkClasses(), template.config());
            CheckService.Result result = service.check(request, checks);
            return new Graded(new BatchOutcome(submission.id(), BatchOutcome.State.GRADED,
                    Optional.of(result.report()), result.ungradable()), Optional.of(result.timings()),
                    result.sources());
        } catch (SubmissionException | PolicyFormatException e) {
            return notGraded(submission, e.getMessage());
        } catch (IOException | RuntimeException e) {
            return notGraded(submission, "the grader failed on this submission: " + e);
        }
    }

    /** Returns the earlier report if it graded these very sources with this seed, config, checks and grader version. */
    private Optional<Report> unchanged(Path file, Submission sources) throws IOException {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Report report;
        try {
            report = GraderJson.GSON.fromJson(Files.readString(file), Report.class);
        } catch (JsonParseException | IllegalArgumentException | NullPointerException e) {
            return Optional.empty(); // damaged or from another format: grade again
        }
        boolean same = report != null && report.grader().version().equals(GraderVersion.current())
                && report.grader().seed() == template.seed()
                && report.grader().configHash().equals(template.config().sha256())
                && template.config().assignmentOrDefault().wireName().equals(report.grader().assignment())
                && report.submission().files().equals(ReportAssembler.files(sources))
                && report.checks().stream().map(CheckResult::id).collect(Collectors.toSet())
                        .equals(CheckService.await(checks).stream().map(CheckInfo::id).collect(Collectors.toSet()));
        return same ? Optional.of(report) : Optional.empty();
    }

    /** Returns why a kept report scores nothing, as its first grading said: its Board did not compile. */
    private static Optional<String> ungradable(Report report) {
        return report.checks().stream().filter(check -> check.id().equals("compile.board") && !check.passed())
                .map(check -> check.message() == null ? "" : check.message().lines().findFirst().orElse(""))
                .findFirst();
    }

    private static Graded notGraded(BatchSubmission submission, String reason) {
        return new Graded(new BatchOutcome(submission.id(), BatchOutcome.State.NOT_GRADED, Optional.empty(),
                Optional.of(reason)));
    }
}
