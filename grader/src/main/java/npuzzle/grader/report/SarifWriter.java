package npuzzle.grader.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import npuzzle.grader.GraderJson;

/**
 * Formats a report as a SARIF 2.1.0 log, which GitHub code scanning and editors' SARIF viewers show on the line: the
 * compiler's errors and warnings (rule {@code javac}), each graded check that did not pass (rule = its id, level
 * error, at its {@link Location} when one is known, help from {@code grader explain}) and each style finding (rule
 * = the tool's, level note). A hidden check says only that it is hidden. Files are relative to the submission.
 */
public final class SarifWriter {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String SOURCE_ROOT = "SRCROOT";

    private final Report report;
    private final Function<String, String> help;
    private final Map<String, JsonObject> rules = new LinkedHashMap<>();
    private final JsonArray results = new JsonArray();

    private SarifWriter(Report report, Function<String, String> help) {
        this.report = report;
        this.help = help;
    }

    /**
     * Returns the report as SARIF text.
     *
     * @param help a check's explanation for students, by id, or null when it has none
     */
    public static String format(Report report, Function<String, String> help) {
        return new SarifWriter(report, help).log();
    }

    private String log() {
        for (Diagnostic diagnostic : report.compile().diagnostics()) {
            if (diagnostic.severity() != Diagnostic.Severity.NOTE) {
                rule("javac", "the Java compiler's messages", null);
                add("javac", diagnostic.severity().name().toLowerCase(Locale.ROOT), diagnostic.message(),
                        diagnostic.file(), (int) diagnostic.line(), (int) diagnostic.line());
            }
        }
        for (CheckResult check : report.checks()) {
            boolean hidden = check.visibility() == Visibility.HIDDEN;
            if (!check.passed() && check.graded() && !check.advisory()) {
                rule(check.id(), check.name(), hidden ? null : help.apply(check.id()));
                Location where = hidden ? null : check.location();
                add(check.id(), "error", message(check), where == null ? null : where.file(),
                        where == null ? 0 : where.line(), where == null ? 0 : where.endLine());
            }
            if (check.findings() != null && !hidden) {
                for (StyleFinding finding : check.findings()) {
                    rule(finding.rule(), check.name() + ": " + finding.rule(), null);
                    add(finding.rule(), "note", finding.message(), finding.file(), finding.line(), finding.line());
                }
            }
        }
        JsonObject driver = new JsonObject();
        driver.addProperty("name", "npuzzle-grader");
        driver.addProperty("version", report.grader().version());
        JsonArray ruleList = new JsonArray();
        rules.values().forEach(ruleList::add);
        driver.add("rules", ruleList);
        JsonObject tool = new JsonObject();
        tool.add("driver", driver);
        JsonObject run = new JsonObject();
        run.add("tool", tool);
        run.add("results", results);
        JsonArray runs = new JsonArray();
        runs.add(run);
        JsonObject log = new JsonObject();
        log.addProperty("$schema", SCHEMA);
        log.addProperty("version", "2.1.0");
        log.add("runs", runs);
        return GraderJson.indented(log, JsonObject.class);
    }

    private static String message(CheckResult check) {
        String lost = " (" + Scores.format(check.score()) + " / " + Scores.format(check.maxScore()) + " points)";
        if (check.visibility() == Visibility.HIDDEN) {
            return check.id() + ": a hidden check" + lost;
        }
        String first = check.message() == null ? check.name()
                : check.message().lines().findFirst().orElse(check.name());
        return check.id() + ": " + first + lost;
    }

    private void rule(String id, String description, String helpText) {
        if (rules.containsKey(id)) {
            return;
        }
        JsonObject rule = new JsonObject();
        rule.addProperty("id", id);
        rule.add("shortDescription", text(description));
        if (helpText != null) {
            rule.add("help", text(helpText));
        }
        rules.put(id, rule);
    }

    /** Adds a result; {@code file} null or {@code line} 0 leaves the place out, which SARIF allows. */
    private void add(String ruleId, String level, String message, String file, int line, int endLine) {
        JsonObject result = new JsonObject();
        result.addProperty("ruleId", ruleId);
        result.addProperty("ruleIndex", indexOf(ruleId));
        result.addProperty("level", level);
        result.add("message", text(message));
        if (file != null) {
            JsonObject artifact = new JsonObject();
            artifact.addProperty("uri", file);
            artifact.addProperty("uriBaseId", SOURCE_ROOT);
            JsonObject physical = new JsonObject();
            physical.add("artifactLocation", artifact);
            if (line >= 1) {
                JsonObject region = new JsonObject();
                region.addProperty("startLine", line);
                region.addProperty("endLine", Math.max(line, endLine));
                physical.add("region", region);
            }
            JsonObject location = new JsonObject();
            location.add("physicalLocation", physical);
            JsonArray locations = new JsonArray();
            locations.add(location);
            result.add("locations", locations);
        }
        results.add(result);
    }

    private int indexOf(String ruleId) {
        return rules.keySet().stream().toList().indexOf(ruleId);
    }

    private static JsonObject text(String text) {
        JsonObject message = new JsonObject();
        message.addProperty("text", text);
        return message;
    }
}
