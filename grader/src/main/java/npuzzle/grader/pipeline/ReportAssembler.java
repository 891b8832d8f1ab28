package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.Sha256;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceText;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.CategoryScore;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Diagnostic;
import npuzzle.grader.report.Location;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * Builds the report from what the parent trusts: the compiler's result, the checks' outcomes from the channel and
 * the watchdog, and the rubric's points; the replays of failed solutions are completed here, with the reference
 * ({@link ReplayCompleter}). One assembler serves one grading. A check without an outcome earns nothing; a skipped
 * one is not graded, and one the grading config turns off is skipped whether it ran or not. Every lost point is
 * listed under its cause ({@link Causes}), causes that are one mistake made one ({@link SameMistake}); a check that
 * did not pass and each cause point at the lines the evidence picks, else the method they judged ({@link Locations}).
 */
final class ReportAssembler {
    /** The most of one source file a report page shows: a longer file is not shown at all. */
    private static final int MOST_SHOWN_BYTES = 256 * 1024;

    private final Rubric rubric;
    private final Map<String, String> checksOff;
    private final Predicate<String> advised;
    /** Remembers the reference's searches: a grading's assemblies (its causes, then its report) search once. */
    private final ReplayCompleter replays;

    /**
     * Creates an assembler; {@code checksOff} are the checks the grading config turns off, with why,
     * {@code convention} how the grading reads solution(), for the replays, and {@code advised} the checks the
     * version runs as advice ({@link npuzzle.grader.checks.Assignment#advises}): one that did not pass and is worth
     * no points reports {@link Status#ADVICE}.
     */
    ReportAssembler(Rubric rubric, Map<String, String> checksOff, SolutionConvention convention,
            Predicate<String> advised) {
        this.rubric = rubric;
        this.checksOff = Map.copyOf(checksOff);
        this.advised = advised;
        this.replays = new ReplayCompleter(convention);
    }

    Report assemble(Submission submission, CompileResult compiled, Locations locations, List<CheckInfo> checks,
            Map<String, CheckOutcome> outcomes, List<String> incidents, Report.Grader grader, Instant startedAt,
            long durationMs) throws IOException {
        Map<String, CheckOutcome> graded = new LinkedHashMap<>(outcomes);
        graded.keySet().removeAll(checksOff.keySet());
        List<CheckResult> results = new ArrayList<>();
        for (CheckInfo check : checks) {
            CheckOutcome outcome = graded.get(check.id());
            if (checksOff.containsKey(check.id())) {
                outcome = CheckOutcome.skipped(check.id(), checksOff.get(check.id()));
            } else if (outcome == null) {
                outcome = CheckOutcome.failed(check.id(), notRun(compiled));
            }
            CheckResult result = result(check, outcome);
            boolean located = !result.passed() && result.status() != Status.SKIPPED;
            String call = result.details() == null ? null : result.details().call();
            results.add(located ? result.withLocation(located(result, call, locations)) : result);
        }
        Map<String, Location> located = new HashMap<>();
        results.stream().filter(result -> result.location() != null)
                .forEach(result -> located.put(result.id(), result.location()));
        List<CategoryScore> categories = categories(results);
        double score = categories.stream().mapToDouble(CategoryScore::score).sum();
        double maxScore = categories.stream().mapToDouble(CategoryScore::maxScore).sum();
        boolean ok = compiled.diagnostics().stream().noneMatch(d -> d.severity() == Diagnostic.Severity.ERROR)
                && compiled.unavailable().isEmpty();
        List<Cause> causes = Causes.of(rubric, results).stream().map(cause -> cause.withLocation(
                located.containsKey(cause.check()) ? located.get(cause.check())
                        : locations.of(cause.check()).orElse(null))).toList();
        Map<String, CheckResult> byId = new HashMap<>();
        results.forEach(result -> byId.put(result.id(), result));
        return new Report(Report.SCHEMA, new Report.Submission(submission.id(), files(submission)), grader,
                new Report.Compile(ok, compiled.diagnostics()), results, categories, score, maxScore, startedAt,
                durationMs, incidents, SameMistake.merge(causes, byId, locations));
    }

    /** Returns where a check that did not pass points: an API finding at the member it names, else its evidence's. */
    private static Location located(CheckResult result, String call, Locations locations) {
        if (result.category() == Category.API && result.details() != null) {
            Optional<Location> member = locations.declared(result.id(), result.details().actual());
            if (member.isPresent()) {
                return member.get();
            }
        }
        return locations.of(result.id(), call).orElse(null);
    }

    private CheckResult result(CheckInfo check, CheckOutcome outcome) {
        Rubric.Entry entry = rubric.entry(check.id());
        double score = switch (outcome.status()) {
            case PASSED -> entry.points();
            case FAILED -> entry.points() * outcome.fraction();
            default -> 0;
        };
        // a skipped check (the grading config turned it off) is not graded: it is worth nothing either way
        double maxScore = outcome.status() == Status.SKIPPED ? 0 : entry.points();
        boolean advice = maxScore == 0 && advised.test(check.id()) && outcome.status() != Status.PASSED
                && outcome.status() != Status.SKIPPED;
        return new CheckResult(check.id(), check.name(), check.category(), entry.visibility(),
                advice ? Status.ADVICE : outcome.status(),
                Math.min(score, maxScore), maxScore, outcome.durationMs(), outcome.message(),
                replays.complete(outcome.details()), outcome.output(), outcome.findings());
    }

    private static String notRun(CompileResult compiled) {
        String why = compiled.unavailable().get("Board");
        return CheckOutcome.NOT_RUN + (why == null ? "the check did not report" : why);
    }

    private static List<CategoryScore> categories(List<CheckResult> results) {
        Map<Category, List<CheckResult>> byCategory = new EnumMap<>(Category.class);
        for (CheckResult result : results) {
            byCategory.computeIfAbsent(result.category(), category -> new ArrayList<>()).add(result);
        }
        List<CategoryScore> scores = new ArrayList<>();
        byCategory.forEach((category, list) -> scores.add(new CategoryScore(category,
                (int) list.stream().filter(CheckResult::passed).count(),
                (int) list.stream().filter(result -> result.status() != Status.SKIPPED
                        && (category == Category.STYLE || !result.advisory())).count(),
                list.stream().mapToDouble(CheckResult::score).sum(),
                list.stream().mapToDouble(CheckResult::maxScore).sum(),
                category == Category.STYLE ? list.stream().mapToInt(CheckResult::findingCount).sum() : null)));
        return scores;
    }

    /**
     * Returns the text of the Board's and the Solver's sources, by their names in the report, read as the compiler
     * read them, for a report page to show with the lines its locations name; a file over {@link #MOST_SHOWN_BYTES}
     * is left out.
     */
    static Map<String, String> texts(Submission submission) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        for (Optional<Path> source : List.of(submission.board(), submission.solver())) {
            if (source.isPresent() && Files.size(source.get()) <= MOST_SHOWN_BYTES) {
                texts.put(submission.relative(source.get()), SourceText.read(source.get()).text());
            }
        }
        return texts;
    }

    static List<Report.SourceFile> files(Submission submission) throws IOException {
        List<Report.SourceFile> files = new ArrayList<>();
        for (Path source : submission.sources()) {
            files.add(new Report.SourceFile(submission.relative(source), Sha256.hex(Files.readAllBytes(source))));
        }
        return files;
    }
}
