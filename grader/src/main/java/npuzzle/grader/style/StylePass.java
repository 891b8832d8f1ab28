package npuzzle.grader.style;

import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import npuzzle.grader.report.StyleFinding;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * Runs the selected style checks on one submission, each tool in its own thread within its time limit; a tool that
 * throws or runs out of time makes its check an error and the others go on. PMD's check and the design rules (both
 * PMD rule sets) share one PMD analysis, which parses and resolves the sources once. Tools are set up once per rule file and
 * JVM, so a batch pays for parsing the rules and loading the detectors once. The grader runs it in the style JVM
 * (see {@link StyleJvm}); tests run it in theirs.
 */
public final class StylePass {
    private static final ExecutorService THREADS = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "npuzzle-style");
        thread.setDaemon(true); // a tool that never returns must not keep the grader alive
        return thread;
    });
    private static final Map<ToolKey, StyleTool> TOOLS = new ConcurrentHashMap<>();

    private record ToolKey(StyleCheck check, RuleFile rules) {
    }

    /**
     * A check's settings for this pass, in a shape the style JVM's requests carry as JSON.
     *
     * @param points what it is worth
     * @param findingCost what one finding costs, or null for all of its points
     * @param timeoutMillis how long its tool may take
     */
    public record Setting(double points, Double findingCost, long timeoutMillis) {
        /** Returns what one finding costs, or empty for all of the check's points. */
        Optional<Double> cost() {
            return Optional.ofNullable(findingCost);
        }

        Duration timeout() {
            return Duration.ofMillis(timeoutMillis);
        }
    }

    private final StyleRules rules;
    private final Function<StyleCheck, Setting> settings;

    public StylePass(StyleRules rules, Function<StyleCheck, Setting> settings) {
        this.rules = rules;
        this.settings = settings;
    }

    /**
     * Sets up the tools of the checks in the background, so that parsing rules and loading detectors overlaps the
     * compiler; a tool that cannot be set up is left for {@link #run} to report.
     */
    public void prepare(List<StyleCheck> checks) {
        checks.forEach(check -> THREADS.submit(() -> tool(check)));
    }

    /** Returns the outcome of each of the checks, keyed by id, in the order given. */
    public Map<String, CheckOutcome> run(StyleInput input, List<StyleCheck> checks) throws InterruptedException {
        Map<StyleCheck, Future<CheckOutcome>> running = new LinkedHashMap<>();
        long start = System.nanoTime();
        boolean onePmdRun = checks.contains(StyleCheck.PMD) && checks.contains(StyleCheck.DESIGN);
        CompletableFuture<Map<StyleCheck, CheckOutcome>> pmd = onePmdRun
                ? CompletableFuture.supplyAsync(() -> pmdOutcomes(input), THREADS) : null;
        for (StyleCheck check : checks) {
            boolean shared = onePmdRun && (check == StyleCheck.PMD || check == StyleCheck.DESIGN);
            running.put(check, shared ? pmd.thenApply(outcomes -> outcomes.get(check))
                    : THREADS.submit(() -> outcome(check, input)));
        }
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        for (Map.Entry<StyleCheck, Future<CheckOutcome>> entry : running.entrySet()) {
            StyleCheck check = entry.getKey();
            Duration timeout = settings.apply(check).timeout();
            long left = timeout.toNanos() - (System.nanoTime() - start);
            try {
                outcomes.put(check.id(), entry.getValue().get(Math.max(0, left), TimeUnit.NANOSECONDS));
            } catch (TimeoutException e) {
                entry.getValue().cancel(true);
                outcomes.put(check.id(), StyleOutcome.error(check, "it did not finish within "
                        + timeout.toSeconds() + " s", timeout.toMillis()));
            } catch (ExecutionException e) {
                outcomes.put(check.id(), StyleOutcome.error(check, String.valueOf(e.getCause()), 0));
            }
        }
        return outcomes;
    }

    private CheckOutcome outcome(StyleCheck check, StyleInput input) {
        long start = System.nanoTime();
        try {
            Setting setting = settings.apply(check);
            if (check == StyleCheck.SPOTBUGS && input.classDirs().isEmpty()) {
                String why = "nothing compiled, so SpotBugs has no classes to read";
                return setting.points() == 0 ? CheckOutcome.skipped(check.id(), why)
                        : CheckOutcome.failed(check.id(), CheckOutcome.NOT_RUN + why);
            }
            return StyleOutcome.of(check, tool(check).findings(input), setting.points(), setting.cost(),
                    (System.nanoTime() - start) / 1_000_000);
        } catch (Exception | LinkageError e) {
            return StyleOutcome.error(check, String.valueOf(e), (System.nanoTime() - start) / 1_000_000);
        }
    }

    /**
     * Returns the outcomes of PMD's check and the design rules' (both PMD rule sets) from one analysis; a rule set
     * that cannot be set up makes its check an error, and the other runs alone.
     */
    private Map<StyleCheck, CheckOutcome> pmdOutcomes(StyleInput input) {
        long start = System.nanoTime();
        Map<StyleCheck, CheckOutcome> outcomes = new EnumMap<>(StyleCheck.class);
        Map<StyleCheck, PmdTool> tools = new EnumMap<>(StyleCheck.class);
        for (StyleCheck check : List.of(StyleCheck.PMD, StyleCheck.DESIGN)) {
            try {
                tools.put(check, (PmdTool) tool(check));
            } catch (RuntimeException | LinkageError e) {
                outcomes.put(check, StyleOutcome.error(check, String.valueOf(e), 0));
            }
        }
        try {
            Map<PmdTool, List<StyleFinding>> found = PmdTool.together(input, List.copyOf(tools.values()));
            long millis = (System.nanoTime() - start) / 1_000_000;
            tools.forEach((check, tool) -> {
                Setting setting = settings.apply(check);
                outcomes.put(check, StyleOutcome.of(check, found.get(tool), setting.points(), setting.cost(),
                        millis));
            });
        } catch (RuntimeException | LinkageError e) {
            long millis = (System.nanoTime() - start) / 1_000_000;
            tools.keySet().forEach(check -> outcomes.put(check, StyleOutcome.error(check, String.valueOf(e), millis)));
        }
        return outcomes;
    }

    private StyleTool tool(StyleCheck check) {
        return TOOLS.computeIfAbsent(new ToolKey(check, rules.of(check)), key -> create(key.check(), key.rules()));
    }

    /** Returns the tool of a check, set up with its rule file. */
    static StyleTool create(StyleCheck check, RuleFile rules) {
        try {
            return switch (check) {
                case SPOTBUGS -> new SpotBugsTool(rules);
                case PMD, DESIGN -> new PmdTool(rules);
                case CHECKSTYLE -> new CheckstyleTool(rules);
            };
        } catch (IOException e) {
            throw new UncheckedIOException(rules.name() + ": " + e.getMessage(), e);
        } catch (CheckstyleException e) {
            throw new IllegalArgumentException(rules.name() + ": " + e.getMessage(), e);
        }
    }
}
