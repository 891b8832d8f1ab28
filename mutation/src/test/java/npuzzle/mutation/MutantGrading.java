package npuzzle.mutation;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.compile.SubmissionException;
import npuzzle.grader.pipeline.CheckRequest;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.scan.PolicyFormatException;

/**
 * Grades a submission's mutants as {@code grader check} grades a submission (the whole rubric, in child JVMs), and
 * names the checks that take a point from each mutant which they do not take from the original.
 */
final class MutantGrading {
    /**
     * A mutant, the checks that charge it (it survives when there are none), the points it loses against the
     * original, and the largest share of one check's points it loses (1 when some check gives it nothing).
     */
    record Verdict(ExportedMutant mutant, List<String> charged, double pointsLost, double worstCheckLoss) {
        boolean killed() {
            return !charged.isEmpty();
        }
    }

    private final Path submission;
    private final Rubric rubric;
    private final CheckRequest request;
    private final List<CheckInfo> checks;
    private final Map<String, Double> original;
    private final double originalTotal;

    /**
     * The strictest config a course can choose: the default one with the exception messages checked and the hidden
     * checks run.
     */
    private static final GradingConfig EVERY_CHECK = new GradingConfig(GradingConfig.DEFAULTS.sha256(),
            Optional.empty(), GradingConfig.DEFAULTS.convention(), true, true, Map.of(), Optional.empty(),
            Optional.empty(), GradingConfig.Limits.DEFAULTS);

    /** Grades the original {@code submission} with every check on and {@code seed}. */
    MutantGrading(Path submission, long seed) throws IOException, InterruptedException {
        this.submission = submission;
        this.rubric = Rubric.load();
        this.request = new CheckRequest(List.of(submission), Optional.of(List.of()), seed, Optional.empty(),
                Optional.empty(), List.of(), EVERY_CHECK);
        CheckService service = new CheckService(rubric, Clock.systemUTC());
        this.checks = service.selectedChecks(request);
        this.original = scores(grade(service));
        this.originalTotal = original.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /** Returns the points the original earns, the total against which a mutant's loss is a share. */
    double originalTotal() {
        return originalTotal;
    }

    /** Grades one mutant. */
    Verdict grade(ExportedMutant mutant) throws IOException, InterruptedException {
        CheckService service = new CheckService(rubric, Clock.systemUTC(),
                (jars, release) -> new MutantOverlay(new StudentCompiler(jars, release), mutant));
        Map<String, Double> scores = scores(grade(service));
        List<String> charged = original.entrySet().stream()
                .filter(check -> scores.getOrDefault(check.getKey(), 0.0) < check.getValue())
                .map(Map.Entry::getKey).sorted().toList();
        double lost = 0;
        double worst = 0;
        for (String id : charged) {
            double loss = original.get(id) - scores.getOrDefault(id, 0.0);
            lost += loss;
            worst = Math.max(worst, loss / original.get(id));
        }
        return new Verdict(mutant, charged, lost, worst);
    }

    private Report grade(CheckService service) throws IOException, InterruptedException {
        try {
            return service.check(request, CompletableFuture.completedFuture(checks)).report();
        } catch (SubmissionException | PolicyFormatException e) {
            throw new IllegalStateException(submission + " cannot be graded: " + e.getMessage(), e);
        }
    }

    private static Map<String, Double> scores(Report report) {
        return report.checks().stream().collect(Collectors.toMap(CheckResult::id, CheckResult::score,
                (a, b) -> a, LinkedHashMap::new));
    }
}
