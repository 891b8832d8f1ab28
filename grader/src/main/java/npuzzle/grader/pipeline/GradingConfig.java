package npuzzle.grader.pipeline;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.Sha256;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Visibility;
import npuzzle.grader.scan.OnViolation;
import npuzzle.grader.style.StyleCheck;

/**
 * An instructor's grading settings, read from {@code --config FILE} by {@link GradingConfigReader}; without a
 * file, {@link #DEFAULTS} (student mode: public checks only).
 *
 * @param sha256 the hex SHA-256 of the config file's bytes (of the empty text for the defaults)
 * @param seed the seed of the random inputs, or empty for the command line's
 * @param convention whether {@code solution()} includes the initial board
 * @param checkMessages whether the course's exception messages are checked
 * @param runHidden whether hidden checks run
 * @param checks the points, visibility or time limit replaced per check id
 * @param policy an instructor's policy file (laid over the default policy), or empty
 * @param onViolation what to do with a class the scan flagged, or empty for the policy's setting
 * @param limits the limits on the child JVMs
 * @param assignment the version of the assignment, or empty when neither the config nor the command line names one
 *     (then {@link Assignment#DEFAULT})
 * @param conventionSet whether the config sets {@code solutionConvention} (else the assignment's convention holds)
 * @param styleRules an instructor's rule file per style check, used instead of the grader's
 * @param runStyle whether the style checks run ({@code runStyle} in the config, {@code --style}, {@code --no-style};
 *     {@link #RUN_STYLE} when none says); off, they are skipped, saying so
 * @param thorough whether the checks at Princeton's scale run ({@link #THOROUGH_CHECKS}: {@code thorough} in the
 *     config, {@code --thorough}; off unless one says); off, they are skipped, saying so
 * @param showFix whether a cause shows the one-edit change the fix search found ({@code showFix} in the config; off
 *     unless it says): the line is shown either way, what to change on it only when the course allows it
 */
public record GradingConfig(String sha256, Optional<Long> seed, SolutionConvention convention, boolean checkMessages,
        boolean runHidden, Map<String, CheckSetting> checks, Optional<Path> policy, Optional<OnViolation> onViolation,
        Limits limits, Optional<Assignment> assignment, boolean conventionSet, Map<StyleCheck, Path> styleRules,
        boolean runStyle, boolean thorough, boolean showFix) {
    /** Whether the style checks run when neither the config nor the command line says. */
    public static final boolean RUN_STYLE = true;
    /** No config file: the course's convention, no message checks, public checks only, default limits. */
    public static final GradingConfig DEFAULTS = new GradingConfig(Sha256.hex(
            "".getBytes(StandardCharsets.UTF_8)), Optional.empty(), SolutionConvention.AFTER_INITIAL, false, false,
            Map.of(), Optional.empty(), Optional.empty(), Limits.DEFAULTS, Optional.empty(), false, Map.of(),
            RUN_STYLE, false, false);
    /** Why a style check is skipped when the grading config or the command line turns the style checks off. */
    public static final String STYLE_OFF = "not run: the style checks were turned off (--no-style, or \"runStyle\": "
            + "false in the grading config)";
    /**
     * The checks that run only when the config or the command line asks: Princeton's scale, up to 20 s each (its
     * largest timing puzzles; its 700 random boards, under a second, but a class of 100 pays half a minute).
     */
    public static final Set<String> THOROUGH_CHECKS = Set.of("timing.solver.thorough",
            "solver.reference-board.random-boards");
    /** Why a thorough check is skipped when neither the grading config nor the command line asks for it. */
    public static final String THOROUGH_OFF = "not run: a check at Princeton's scale; --thorough, or \"thorough\":"
            + " true in the grading config, runs it (init gradescope does)";

    /**
     * One check's replaced settings; an empty one keeps the rubric's. {@code findingCost} is what one finding of a
     * style check costs (empty: any finding costs all of its points).
     */
    public record CheckSetting(Optional<Double> points, Optional<Visibility> visibility, Optional<Duration> timeout,
            Optional<Double> findingCost) {
        /** Settings that leave the cost of a finding as it is. */
        public CheckSetting(Optional<Double> points, Optional<Visibility> visibility, Optional<Duration> timeout) {
            this(points, visibility, timeout, Optional.empty());
        }
    }

    /**
     * The limits on the child JVMs.
     *
     * @param heap the child's -Xmx, e.g. "512m"
     * @param checkTimeout the time limit of every check of the child JVMs the config does not set one for, or empty for
     *     the rubric's (a style check keeps the rubric's unless the config sets its own)
     * @param runDeadline the limit on the whole run, or empty for the sum of the checks' limits plus slack
     * @param outputPerCheck how many characters a check may print and have kept
     * @param outputPerRun how many characters of the child JVMs' own stdout and stderr are kept
     * @param maxThreads how many threads a check may leave running before its child is replaced
     */
    public record Limits(String heap, Optional<Duration> checkTimeout, Optional<Duration> runDeadline, int outputPerCheck,
            int outputPerRun, int maxThreads) {
        public static final Limits DEFAULTS = new Limits("512m", Optional.empty(), Optional.empty(), 4 * 1024, 64 * 1024, 0);
    }

    public GradingConfig {
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(convention, "convention");
        checks = Map.copyOf(checks);
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(assignment, "assignment");
        styleRules = Map.copyOf(styleRules);
    }

    /** A config of this course's version with the convention it names. */
    public GradingConfig(String sha256, Optional<Long> seed, SolutionConvention convention, boolean checkMessages,
            boolean runHidden, Map<String, CheckSetting> checks, Optional<Path> policy, Optional<OnViolation> onViolation,
            Limits limits) {
        this(sha256, seed, convention, checkMessages, runHidden, checks, policy, onViolation, limits, Optional.empty(),
                true, Map.of(), RUN_STYLE, false, false);
    }

    /** Returns the version graded: the one named, or the default. */
    public Assignment assignmentOrDefault() {
        return assignment.orElse(Assignment.DEFAULT);
    }

    /** Returns this config grading {@code chosen} (the command line's choice wins over the config's). */
    public GradingConfig withAssignment(Assignment chosen) {
        return new GradingConfig(sha256, seed, conventionSet ? convention : chosen.convention(), checkMessages,
                runHidden, checks, policy, onViolation, limits, Optional.of(chosen), conventionSet, styleRules, runStyle,
                thorough, showFix);
    }

    /** Returns this config with the style checks on or off ({@code --style}, {@code --no-style}). */
    public GradingConfig withStyle(boolean on) {
        return new GradingConfig(sha256, seed, convention, checkMessages, runHidden, checks, policy, onViolation, limits,
                assignment, conventionSet, styleRules, on, thorough, showFix);
    }

    /** Returns this config with the thorough checks on or off ({@code --thorough}, {@code --no-thorough}). */
    public GradingConfig withThorough(boolean on) {
        return new GradingConfig(sha256, seed, convention, checkMessages, runHidden, checks, policy, onViolation, limits,
                assignment, conventionSet, styleRules, runStyle, on, showFix);
    }

    /**
     * Returns the checks this config turns off, each with why: they are skipped (not graded) whatever the run did,
     * also when nothing could run, so that the maximum score is the same for every submission.
     */
    Map<String, String> checksOff() {
        Map<String, String> off = new HashMap<>();
        if (!checkMessages) {
            off.put(GradingContext.MESSAGES_CHECK, GradingContext.MESSAGES_NOT_CHECKED);
        }
        if (!runStyle) {
            for (StyleCheck check : StyleCheck.values()) {
                off.put(check.id(), STYLE_OFF);
            }
        }
        if (!thorough) {
            THOROUGH_CHECKS.forEach(id -> off.put(id, THOROUGH_OFF));
        }
        return off;
    }

    /** Returns what one finding of a style check costs, or empty for all of its points. */
    public Optional<Double> findingCost(String id) {
        CheckSetting setting = checks.get(id);
        return setting == null ? Optional.empty() : setting.findingCost();
    }

    /**
     * Returns the rubric with this config's points, visibility and time limits laid over it. When the rubric has a
     * total (the shipped one: 100), its own points are first scaled, in cents, so that the checks this config grades
     * (the version's, less those it turns off) make exactly that total ({@link Apportionment}): the versions and
     * options add and drop checks, and a grade reads as a percent in every format. Points a config sets are its own
     * and not scaled. A check the version runs as advice ({@link Assignment#advises}) is worth nothing unless the config
     * gives it points.
     */
    public Rubric applyTo(Rubric rubric) {
        Map<String, String> off = checksOff();
        Assignment graded = assignmentOrDefault();
        Map<String, Double> points = new HashMap<>();
        rubric.ids().stream().filter(id -> graded.applies(id) && !off.containsKey(id) && !graded.advises(id))
                .forEach(id -> points.put(id, rubric.entry(id).points()));
        Map<String, Double> scaled = new HashMap<>(rubric.total().map(total -> Apportionment.scale(points, total))
                .orElse(points));
        rubric.ids().stream().filter(graded::advises).forEach(id -> scaled.put(id, 0.0));
        return rubric.overridden(id -> {
            Rubric.Entry unscaled = rubric.entry(id);
            Rubric.Entry entry = new Rubric.Entry(id, scaled.getOrDefault(id, unscaled.points()),
                    unscaled.visibility(), unscaled.timeout());
            CheckSetting setting = checks.get(id);
            // the limit is on the student's code in the child JVMs; a style check's time is the grader's own tools'
            Duration timeout = StyleCheck.withId(id) != null ? entry.timeout()
                    : limits.checkTimeout().orElse(entry.timeout());
            if (setting == null) {
                return new Rubric.Entry(id, entry.points(), entry.visibility(), timeout);
            }
            return new Rubric.Entry(id, setting.points().orElse(entry.points()),
                    setting.visibility().orElse(entry.visibility()), setting.timeout().orElse(timeout));
        });
    }
}
