package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.FileTrees;
import npuzzle.grader.IdGlob;
import npuzzle.grader.ScratchFolders;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.CourseJars;
import npuzzle.grader.compile.Cs61bLibrary;
import npuzzle.grader.compile.JavaRelease;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.compile.SubmissionCompiler;
import npuzzle.grader.compile.SubmissionException;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Visibility;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.CheckProgress;
import npuzzle.grader.sandbox.KeptChild;
import npuzzle.grader.sandbox.SandboxConfig;
import npuzzle.grader.sandbox.SandboxResult;
import npuzzle.grader.sandbox.SandboxRunner;
import npuzzle.grader.sandbox.SpareChild;
import npuzzle.grader.sandbox.child.ChildSpec;
import npuzzle.grader.scan.PolicyFormatException;
import npuzzle.grader.scan.PolicyScanner;
import npuzzle.grader.scan.ScanResult;
import npuzzle.grader.style.StyleCheck;
import npuzzle.grader.style.StyleInput;
import npuzzle.grader.style.StyleJvm;
import npuzzle.grader.style.StylePass;
import npuzzle.grader.style.StyleRules;

/**
 * Grades one submission: locate and compile its sources, scan the classes against the policy, run the checks in
 * child JVMs (without the classes the scan flagged) while the style tools read the sources and classes, assemble the
 * report.
 */
public final class CheckService {
    private static final Duration DEADLINE_SLACK = Duration.ofSeconds(30);
    private static final Duration DEADLINE_CAP = Duration.ofMinutes(10);

    /**
     * The report, why nothing could be graded (empty if something could), where the time went, what the child JVMs
     * printed themselves (capped, never parsed; for diagnosing the grader), the text of the Board's and Solver's
     * sources by their names in the report, for its HTML page, and, in a series of gradings, the line that says how
     * many checks were graded again and why the others were not.
     */
    public record Result(Report report, Optional<String> ungradable, Timings timings, String childOutput,
            Map<String, String> sources, Optional<String> reuse) {
    }

    /**
     * The wall time of each stage, in milliseconds; the style pass runs beside the child JVMs and the fix search, so
     * {@code styleMs} overlaps their time and {@code styleWaitMs} is how long the report waited for it after they
     * were done. {@code fixSearchMs} is the search for the lines of the causes' fixes, after the checks (next to
     * nothing when no cause is searched, 0 when nothing compiled).
     */
    public record Timings(long compileMs, long childStartMs, long checksMs, long fixSearchMs, long totalMs,
            int children, long styleMs, long styleWaitMs) {
        /** Timings of a run without style checks or fix search. */
        public Timings(long compileMs, long childStartMs, long checksMs, long totalMs, int children) {
            this(compileMs, childStartMs, checksMs, 0, totalMs, children, 0, 0);
        }
    }

    private final Rubric rubric;
    private final Clock clock;
    private final SubmissionCompiler.Factory compilers;
    private final Optional<SpareChild.Slot> spares;
    private final Optional<LastGrading> last;

    public CheckService(Rubric rubric, Clock clock) {
        this(rubric, clock, StudentCompiler::new);
    }

    /** Creates a service that compiles with {@code compilers} (mutation analysis swaps a mutant in after javac). */
    public CheckService(Rubric rubric, Clock clock, SubmissionCompiler.Factory compilers) {
        this(rubric, clock, compilers, Optional.empty(), Optional.empty());
    }

    private CheckService(Rubric rubric, Clock clock, SubmissionCompiler.Factory compilers,
            Optional<SpareChild.Slot> spares, Optional<LastGrading> last) {
        this.rubric = rubric;
        this.clock = clock;
        this.compilers = compilers;
        this.spares = spares;
        this.last = last;
    }

    /**
     * Returns a service for a series of gradings of one submission: each grading's first child JVM is the spare the
     * caller started ahead into {@code slot} after the grading before (see {@link SpareChild}).
     */
    public CheckService withSpareChildren(SpareChild.Slot slot) {
        return new CheckService(rubric, clock, compilers, Optional.of(slot), last);
    }

    /**
     * Returns a service for a series of gradings of one submission that runs again only the checks whose outcomes
     * in {@code last} grading may have changed (see {@link LastGrading}).
     */
    public CheckService reusing(LastGrading last) {
        return new CheckService(rubric, clock, compilers, spares, Optional.of(last));
    }

    /**
     * Returns the checks the request selects, the parent's own first, in report order; hidden checks only when the
     * grading config runs them.
     */
    public List<CheckInfo> selectedChecks(CheckRequest request) {
        Rubric configured = request.config().applyTo(rubric);
        Assignment assignment = request.config().assignmentOrDefault();
        List<CheckInfo> visible = allChecks(request.checkClasses()).stream().filter(check -> assignment.applies(check.id()))
                .filter(check -> request.config().runHidden()
                        || configured.entry(check.id()).visibility() != Visibility.HIDDEN).toList();
        return request.only().map(IdGlob::new).map(glob -> visible.stream()
                .filter(check -> glob.matches(check.id())).toList()).orElse(visible);
    }

    /**
     * Returns every check of the rubric, the parent's own first, in report order: those of the given check classes,
     * or of the checks package when there are none (see {@link CheckCatalog#discover}).
     */
    public static List<CheckInfo> allChecks(List<String> checkClasses) {
        List<CheckInfo> all = new ArrayList<>(ParentChecks.ALL);
        all.addAll(CheckCatalog.discover(checkClasses));
        return List.copyOf(all);
    }

    /**
     * Grades the submission the request names on the checks being discovered (see {@link #selectedChecks}).
     *
     * @throws SubmissionException if the paths do not make a submission
     * @throws PolicyFormatException if the config's policy file cannot be used
     */
    public Result check(CheckRequest request, CompletableFuture<List<CheckInfo>> selected) throws SubmissionException,
            PolicyFormatException, IOException, InterruptedException {
        return check(request, selected, CheckProgress.NONE);
    }

    /** Grades as {@link #check(CheckRequest, CompletableFuture)} does, telling {@code progress} of each check. */
    public Result check(CheckRequest request, CompletableFuture<List<CheckInfo>> selected, CheckProgress progress)
            throws SubmissionException, PolicyFormatException, IOException, InterruptedException {
        GradingConfig config = request.config();
        Rubric configured = config.applyTo(rubric);
        PolicyScanner scanner = config.policy().isPresent() ? PolicyScanner.withPolicy(config.policy().get())
                : PolicyScanner.withDefaultPolicy();
        for (String overlay : config.assignmentOrDefault().policyOverlays()) {
            scanner = scanner.withOverlay(overlay);
        }
        StyleRules styleRules = StyleRules.of(config.assignmentOrDefault(), config.styleRules());
        Function<StyleCheck, StylePass.Setting> styleSettings = check -> new StylePass.Setting(
                configured.entry(check.id()).points(), config.findingCost(check.id()).orElse(null),
                configured.entry(check.id()).timeout().toMillis());
        selected.thenAccept(checks -> StyleJvm.shared().prepare(styleRules, styleSettings,
                styleChecks(checks, config)));
        Instant startedAt = clock.instant();
        long start = System.nanoTime();
        Submission located = SourceLocator.locate(request.paths(), config.assignmentOrDefault().sourcePackage());
        List<Path> jars = new ArrayList<>(request.courseJars().orElseGet(() -> CourseJars.find(located)));
        Path scratch = ScratchFolders.create();
        KeptChild.Slot kept = new KeptChild.Slot();
        try {
            Submission submission = located;
            if (config.assignmentOrDefault().worldState()) {
                submission = Cs61bLibrary.withoutWorldState(located);
                jars.addAll(Cs61bLibrary.writeTo(Files.createDirectories(scratch.resolve("cs61b"))));
            }
            int release = request.java().map(JavaRelease::forChildJava).orElse(JavaRelease.running());
            long compileStart = System.nanoTime();
            CompileResult compiled = compilers.create(jars, release).compile(submission, scratch.resolve("classes"));
            long compiledAt = System.nanoTime();
            List<CheckInfo> checks = await(selected);
            CompletableFuture<StyleJvm.Result> styled = StyleJvm.shared().start(styleRules, styleSettings,
                    new StyleInput(submission, compiled.classDirs(), jars), styleChecks(checks, config));
            Map<String, CheckOutcome> outcomes = new HashMap<>(ParentChecks.compile(submission, compiled));
            outcomes.keySet().forEach(progress::finished);
            SandboxResult run = null;
            Optional<String> reuse = Optional.empty();
            Locations locations = Locations.of(submission, compiled);
            ReportAssembler assembler = new ReportAssembler(configured, config.checksOff(), config.convention(),
                    config.assignmentOrDefault()::advises);
            Report.Grader grader = new Report.Grader(GraderVersion.current(), Runtime.version().toString(),
                    request.seed(), config.sha256(), config.assignmentOrDefault().wireName());
            FixSearch.Found found = FixSearch.Found.NONE;
            long fixSearchMs = 0;
            if (compiled.gradable()) {
                ScanResult scan = scanner.scan(compiled.classDirs());
                outcomes.put(ParentChecks.FORBIDDEN_API, ParentChecks.scan(scan));
                progress.finished(ParentChecks.FORBIDDEN_API);
                Map<String, String> unavailable = new LinkedHashMap<>(compiled.unavailable());
                unavailable.putAll(ParentChecks.notRun(scan, config.onViolation().orElse(scanner.onViolation()),
                        compiled));
                ChildSpec spec = childSpec(request, compiled, unavailable, jars, checks);
                if (last.isPresent()) {
                    LastGrading.Run reusing = last.get().run(GradingKey.of(request, checks, spec, jars),
                            CompiledClasses.read(compiled.classDirs()), spec, checks.size(),
                            (only, folder) -> runChecks(request, configured, only, scratch.resolve(folder), progress,
                                    kept), progress);
                    run = reusing.result();
                    reuse = reusing.reuse();
                } else {
                    run = runChecks(request, configured, spec, scratch.resolve("run"), progress, kept);
                }
                outcomes.putAll(run.outcomes());
                // beside the style JVM, on the causes the checks alone give: the style checks name no method
                List<CheckInfo> notStyle = checks.stream().filter(check -> StyleCheck.withId(check.id()) == null)
                        .toList();
                List<Cause> causes = assembler.assemble(submission, compiled, locations, notStyle, outcomes, List.of(),
                        grader, startedAt, 0).causes();
                Path edits = Files.createDirectories(scratch.resolve("fix"));
                long searchStart = System.nanoTime();
                found = new FixSearch(configured, locations, outcomes, spec).find(causes, edits,
                        sandboxConfig(request, edits), kept, config.showFix());
                kept.close();
                fixSearchMs = (System.nanoTime() - searchStart) / 1_000_000;
            }
            List<String> incidents = run == null ? List.of() : run.incidents();
            long waitStart = System.nanoTime();
            StyleJvm.Result styleResult = StyleJvm.await(styled);
            long styleWait = (System.nanoTime() - waitStart) / 1_000_000;
            outcomes.putAll(styleResult.outcomes());
            styleResult.outcomes().keySet().forEach(progress::finished);
            long millis = (System.nanoTime() - start) / 1_000_000;
            Report report = assembler.assemble(submission, compiled, locations, checks, outcomes, incidents, grader,
                    startedAt, Duration.between(startedAt, clock.instant()).toMillis());
            report = report.withCauses(found.apply(report.causes()));
            Timings timings = new Timings((compiledAt - compileStart) / 1_000_000,
                    run == null ? 0 : run.childStartMillis(),
                    run == null ? 0 : run.checksMillis(), fixSearchMs, millis, run == null ? 0 : run.childrenStarted(),
                    styleResult.millis(), styleWait);
            return new Result(report, compiled.gradable() ? Optional.empty()
                    : Optional.of(compiled.unavailable().get("Board")), timings, run == null ? "" : run.childOutput(),
                    ReportAssembler.texts(submission), reuse);
        } finally {
            kept.close();
            FileTrees.delete(scratch);
        }
    }

    private static List<StyleCheck> styleChecks(List<CheckInfo> checks, GradingConfig config) {
        if (!config.runStyle()) {
            return List.of();
        }
        return checks.stream().map(check -> StyleCheck.withId(check.id())).filter(Objects::nonNull).toList();
    }

    /** Returns the discovered checks, rethrowing what discovery threw as itself. */
    public static List<CheckInfo> await(CompletableFuture<List<CheckInfo>> selected) {
        try {
            return selected.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    /** Returns the spec of the child JVMs that run the checks on the student's classes. */
    private static ChildSpec childSpec(CheckRequest request, CompileResult compiled, Map<String, String> unavailable,
            List<Path> jars, List<CheckInfo> checks) {
        // a check the config turns off is not run at all: the report skips it whatever the run did
        Set<String> off = request.config().checksOff().keySet();
        List<String> ids = checks.stream().filter(check -> !ParentChecks.isParentCheck(check))
                .map(CheckInfo::id).filter(id -> !off.contains(id)).toList();
        // named, not scanned for: the child's scan of the package in the grader's jar took a fifth of its time
        List<String> classes = request.checkClasses().isEmpty() ? CheckCatalog.classesHolding(ids)
                : request.checkClasses();
        GradingConfig.Limits limits = request.config().limits();
        return new ChildSpec(compiled.classDirs().stream().map(Path::toString).toList(),
                jars.stream().map(Path::toString).toList(), compiled.board().orElse(null),
                compiled.solver().orElse(null), unavailable, classes, ids, request.seed(),
                request.config().convention(), request.config().checkMessages(), limits.outputPerCheck(),
                limits.maxThreads(), true, request.config().assignmentOrDefault());
    }

    /** Runs the spec's checks; the child that ran them to their end is kept in {@code kept}, for the fix search. */
    private SandboxResult runChecks(CheckRequest request, Rubric rubric, ChildSpec spec, Path folder,
            CheckProgress progress, KeptChild.Slot kept) throws IOException, InterruptedException {
        Duration budget = spec.checkIds().stream().map(id -> rubric.entry(id).timeout())
                .reduce(DEADLINE_SLACK, Duration::plus);
        Duration deadline = request.config().limits().runDeadline()
                .orElse(budget.compareTo(DEADLINE_CAP) > 0 ? DEADLINE_CAP : budget);
        SandboxConfig config = sandboxConfig(request, Files.createDirectories(folder))
                .withDeadline(deadline);
        return new SandboxRunner(config, spares, Optional.of(kept)).run(spec, rubric.timeouts(spec.checkIds()),
                progress);
    }

    /** Returns the child JVMs' config for the request (its limits, its java) in {@code folder}. */
    private static SandboxConfig sandboxConfig(CheckRequest request, Path folder) {
        GradingConfig.Limits limits = request.config().limits();
        SandboxConfig config = SandboxConfig.ofThisJvm(folder, DEADLINE_CAP).withLimits(limits.heap(),
                limits.outputPerRun());
        return request.java().isPresent() ? config.withJava(request.java().get()) : config;
    }
}
