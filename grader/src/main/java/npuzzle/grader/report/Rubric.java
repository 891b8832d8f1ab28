package npuzzle.grader.report;

import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import npuzzle.grader.GraderJson;
import npuzzle.grader.IdGlob;
import npuzzle.grader.Sha256;

/**
 * The points, visibility and time limit of each check, read from {@code rubric.json}
 * ({@value #SCHEMA}); a check the file does not list is worth 1 point, public, with a 10 s limit. A check may also
 * name the checks whose failure explains its own ({@code explainedBy}, id globs): see {@link #explainers}.
 */
public final class Rubric {
    /** The rubric format this version reads. */
    public static final String SCHEMA = "npuzzle-grader/rubric/1";
    /** The rubric shipped in the grader's jar. */
    public static final String RESOURCE = "/npuzzle/grader/rubric.json";

    /** One check's settings. */
    public record Entry(String id, double points, Visibility visibility, Duration timeout) {
    }

    private record FileEntry(String id, Double points, Visibility visibility, Integer timeoutSeconds,
            List<String> explainedBy) {
    }

    private record RubricFile(String schema, Double total, List<FileEntry> checks) {
    }

    private final Map<String, Entry> entries;
    private final Optional<Double> total;
    private final Map<String, IdGlob> explainedBy;
    private final String hash;
    private final UnaryOperator<Entry> override;

    private Rubric(Map<String, Entry> entries, Optional<Double> total, Map<String, IdGlob> explainedBy, String hash,
            UnaryOperator<Entry> override) {
        this.entries = Map.copyOf(entries);
        this.total = total;
        this.explainedBy = Map.copyOf(explainedBy);
        this.hash = hash;
        this.override = override;
    }

    /** Returns the rubric in the grader's jar, or the all-defaults rubric if the jar has none. */
    public static Rubric load() throws IOException {
        try (InputStream in = Rubric.class.getResourceAsStream(RESOURCE)) {
            return in == null ? parse("rubric.json", "") : parse("rubric.json",
                    new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /**
     * Parses a rubric; empty text is the all-defaults rubric.
     *
     * @throws IllegalArgumentException naming the file, the check and the problem if the rubric is malformed
     */
    public static Rubric parse(String name, String text) {
        Map<String, Entry> entries = new HashMap<>();
        Map<String, IdGlob> explainedBy = new HashMap<>();
        Optional<Double> total = Optional.empty();
        if (!text.isBlank()) {
            RubricFile file;
            try {
                file = GraderJson.GSON.fromJson(text, RubricFile.class);
            } catch (JsonParseException e) {
                throw new IllegalArgumentException(name + ": not a rubric: " + e.getMessage(), e);
            }
            if (file == null || !SCHEMA.equals(file.schema()) || file.checks() == null) {
                throw new IllegalArgumentException(name + ": expected {\"schema\":\"" + SCHEMA
                        + "\",\"checks\":[...]}");
            }
            if (file.total() != null && !(file.total() > 0)) {
                throw new IllegalArgumentException(name + ": need a total > 0, got " + file.total());
            }
            total = Optional.ofNullable(file.total());
            for (FileEntry raw : file.checks()) {
                Entry entry = validate(name, raw);
                if (entries.put(entry.id(), entry) != null) {
                    throw new IllegalArgumentException(name + ": check " + entry.id() + " is listed twice");
                }
                if (raw.explainedBy() != null && !raw.explainedBy().isEmpty()) {
                    explainedBy.put(entry.id(), new IdGlob(String.join(",", raw.explainedBy())));
                }
            }
        }
        return new Rubric(entries, total, explainedBy, Sha256.hex(text.getBytes(StandardCharsets.UTF_8)),
                UnaryOperator.identity());
    }

    private static Entry validate(String name, FileEntry raw) {
        if (raw == null || raw.id() == null || raw.id().isBlank()) {
            throw new IllegalArgumentException(name + ": a check without an id");
        }
        double points = raw.points() == null ? 1 : raw.points();
        int seconds = raw.timeoutSeconds() == null ? 10 : raw.timeoutSeconds();
        if (!(points >= 0) || seconds < 1) {
            throw new IllegalArgumentException(name + ": check " + raw.id()
                    + ": need points >= 0 and timeoutSeconds >= 1, got " + points + " and " + seconds);
        }
        Visibility visibility = raw.visibility() == null ? Visibility.PUBLIC : raw.visibility();
        return new Entry(raw.id(), points, visibility, Duration.ofSeconds(seconds));
    }

    /**
     * Returns what the checks graded are worth together, when the rubric says ({@code "total"}): its points are then
     * scaled to it for each version and set of options ({@code GradingConfig.applyTo}); otherwise they stand as listed.
     */
    public Optional<Double> total() {
        return total;
    }

    /** Returns the ids of the checks the rubric lists. */
    public Set<String> ids() {
        return entries.keySet();
    }

    /** Returns the settings of a check, the defaults if it is not listed. */
    public Entry entry(String id) {
        return override.apply(entries.getOrDefault(id, new Entry(id, 1, Visibility.PUBLIC, Duration.ofSeconds(10))));
    }

    /**
     * Returns this rubric with every check's settings passed through a function (a grading config's overrides).
     *
     * @param settings from the check's id to its settings; {@link #entry} of this rubric gives the current ones
     */
    public Rubric overridden(Function<String, Entry> settings) {
        return new Rubric(entries, total, explainedBy, hash, entry -> settings.apply(entry.id()));
    }

    /**
     * Returns whether the rubric lists {@code explainer} among {@code id}'s {@code explainedBy} (e.g.
     * {@code solver.moves.optimal}, the Solver on the student's Board, lists the same check on the reference Board and
     * the Board checks a search depends on). The report lists the points both lost under the explainer's cause,
     * preferring an explainer of the check's own category (see Causes).
     */
    public boolean explains(String explainer, String id) {
        IdGlob globs = explainedBy.get(id);
        return globs != null && !explainer.equals(id) && globs.matches(explainer);
    }

    /** Returns the time limit of each of the given checks. */
    public Map<String, Duration> timeouts(Collection<String> ids) {
        Map<String, Duration> timeouts = new HashMap<>();
        ids.forEach(id -> timeouts.put(id, entry(id).timeout()));
        return timeouts;
    }

    /** Returns the hex SHA-256 of the rubric's text. */
    public String hash() {
        return hash;
    }

}
