package npuzzle.grader.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import npuzzle.grader.GraderJson;
import npuzzle.grader.Sha256;

/**
 * Formats a report as a SARIF 2.1.0 log that GitHub code scanning accepts and editors' SARIF viewers show on the line:
 * one {@code error} result per cause of lost points (rule = the check that names the mistake, help from
 * {@code grader explain}, the checks charged to it in its properties), one {@code note} per style finding and one
 * {@code warning} per compiler warning. Every result has a file: the cause's lines where they are known, else the file
 * of the class its check judges with no region. A cause's fingerprint hashes its rule, file and method, not its line,
 * so that it stays one alert while the code above it changes. A hidden check says only that it is hidden.
 */
public final class SarifWriter {
    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String SOURCE_ROOT = "SRCROOT";
    /** The key of each result's partial fingerprint; its version changes whenever what it hashes does. */
    static final String FINGERPRINT = "npuzzleGrader/v1";

    private final Report report;
    private final Function<String, String> help;
    private final SourcePaths paths;
    private final Map<String, JsonObject> rules = new LinkedHashMap<>();
    private final Map<String, Integer> fingerprints = new HashMap<>();
    private final JsonArray results = new JsonArray();

    private SarifWriter(Report report, Function<String, String> help, SourcePaths paths) {
        this.report = report;
        this.help = help;
        this.paths = paths;
    }

    /**
     * Returns the report as SARIF text.
     *
     * @param help a check's explanation for students, by id, or null when it has none
     * @param paths how the report's file names are written
     */
    public static String format(Report report, Function<String, String> help, SourcePaths paths) {
        return new SarifWriter(report, help, paths).log();
    }

    private String log() {
        List<Diagnostic> compileErrors = diagnostics(Diagnostic.Severity.ERROR);
        for (Cause cause : report.publicCauses()) {
            boolean compile = cause.check().startsWith("compile.") && cause.location() != null;
            causeResult(cause, compile ? compileErrors : List.of());
            if (compile) {
                compileErrors = List.of();
            }
        }
        compileErrors.forEach(this::compilerResult); // errors no compile check stands for, as the compiler said them
        diagnostics(Diagnostic.Severity.WARNING).forEach(this::compilerResult);
        for (CheckResult check : report.checks()) {
            if (check.findings() != null && check.visibility() != Visibility.HIDDEN) {
                for (StyleFinding finding : check.findings()) {
                    rule(finding.rule(), check.name() + ": " + finding.rule(), null);
                    add(finding.rule(), "note", finding.message(), place(finding.file(), finding.line(),
                            finding.line()), finding.rule() + "\n" + finding.file() + "\n" + finding.message());
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
        paths.base().ifPresent(base -> run.add("originalUriBaseIds", baseIds(base)));
        run.add("results", results);
        JsonArray runs = new JsonArray();
        runs.add(run);
        JsonObject log = new JsonObject();
        log.addProperty("$schema", SCHEMA);
        log.addProperty("version", "2.1.0");
        log.add("runs", runs);
        return GraderJson.indented(log, JsonObject.class);
    }

    /**
     * Adds the cause's result; a compile cause says the compiler's error on its line and lists the compiler's other
     * errors as related locations.
     */
    private void causeResult(Cause cause, List<Diagnostic> compileErrors) {
        boolean hidden = report.checks().stream().anyMatch(check -> check.id().equals(cause.check())
                && check.visibility() != Visibility.PUBLIC);
        String name = report.checks().stream().filter(check -> check.id().equals(cause.check()))
                .map(CheckResult::name).findFirst().orElse(cause.check());
        rule(cause.check(), name, hidden ? null : help.apply(cause.check()));
        Location where = cause.location();
        Optional<String> file = where != null ? Optional.of(where.file()) : JudgedFile.of(report, cause.check());
        if (file.isEmpty()) {
            return; // no source at all: nothing to show it on
        }
        JsonObject at = hidden || where == null ? place(file.get(), 0, 0)
                : place(where.file(), where.line(), where.endLine());
        String said = "";
        JsonArray related = new JsonArray();
        for (Diagnostic error : compileErrors) {
            if (said.isEmpty() && error.file().equals(where.file()) && error.line() == where.line()) {
                said = ": " + error.format();
            } else if (error.line() >= 1) {
                JsonObject location = place(error.file(), (int) error.line(), (int) error.line());
                location.addProperty("id", related.size() + 1);
                location.add("message", text(error.format()));
                related.add(location);
            }
        }
        String checks = cause.charges().size() == 1 ? "1 check" : cause.charges().size() + " checks";
        JsonObject result = add(cause.check(), "error", cause.check() + ": " + cause.message() + said + " (costs "
                + Scores.format(cause.points()) + " points over " + checks + ")", at, cause.check() + "\n"
                + file.get() + "\n" + (where == null || where.method() == null ? "" : where.method()));
        if (!related.isEmpty()) {
            result.add("relatedLocations", related);
        }
        JsonArray charges = new JsonArray();
        for (Cause.Charge charge : cause.charges()) {
            JsonObject entry = new JsonObject();
            entry.addProperty("check", charge.check());
            entry.addProperty("points", charge.points());
            entry.addProperty("inputs", charge.inputs());
            charges.add(entry);
        }
        JsonObject properties = new JsonObject();
        properties.addProperty("points", cause.points());
        properties.add("charges", charges);
        result.add("properties", properties);
    }

    private List<Diagnostic> diagnostics(Diagnostic.Severity severity) {
        return report.compile().diagnostics().stream().filter(d -> d.severity() == severity).toList();
    }

    private void compilerResult(Diagnostic diagnostic) {
        rule("javac", "the Java compiler's messages", null);
        add("javac", diagnostic.severity().name().toLowerCase(Locale.ROOT), diagnostic.message(),
                place(diagnostic.file(), (int) diagnostic.line(), (int) diagnostic.line()),
                "javac\n" + diagnostic.file() + "\n" + diagnostic.message());
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

    /**
     * Adds a result at {@code place}, fingerprinted by the hash of {@code identity}, numbered when another result has
     * the same identity (two findings of one rule on one file with one message).
     */
    private JsonObject add(String ruleId, String level, String message, JsonObject place, String identity) {
        JsonObject result = new JsonObject();
        result.addProperty("ruleId", ruleId);
        result.addProperty("ruleIndex", List.copyOf(rules.keySet()).indexOf(ruleId));
        result.addProperty("level", level);
        result.add("message", text(message));
        JsonArray locations = new JsonArray();
        locations.add(place);
        result.add("locations", locations);
        String hash = Sha256.hex(identity.getBytes(StandardCharsets.UTF_8)).substring(0, 32);
        int occurrence = fingerprints.merge(hash, 1, Integer::sum);
        JsonObject fingerprint = new JsonObject();
        fingerprint.addProperty(FINGERPRINT, hash + ":" + occurrence);
        result.add("partialFingerprints", fingerprint);
        results.add(result);
        return result;
    }

    /** Returns a location in {@code file}, on lines {@code line..endLine}, or the whole file when {@code line} is 0. */
    private JsonObject place(String file, int line, int endLine) {
        JsonObject physical = new JsonObject();
        physical.add("artifactLocation", artifact(file));
        if (line >= 1) {
            JsonObject region = new JsonObject();
            region.addProperty("startLine", line);
            region.addProperty("endLine", Math.max(line, endLine));
            physical.add("region", region);
        }
        JsonObject location = new JsonObject();
        location.add("physicalLocation", physical);
        return location;
    }

    private JsonObject artifact(String file) {
        JsonObject artifact = new JsonObject();
        String path = paths.path(file);
        if (paths.relative()) {
            artifact.addProperty("uri", uriPath(path));
            artifact.addProperty("uriBaseId", SOURCE_ROOT);
        } else {
            artifact.addProperty("uri", Path.of(path).toUri().toASCIIString());
        }
        return artifact;
    }

    private static JsonObject baseIds(Path base) {
        JsonObject root = new JsonObject();
        root.addProperty("uri", base.toUri().toASCIIString());
        JsonObject ids = new JsonObject();
        ids.add(SOURCE_ROOT, root);
        return ids;
    }

    /** Returns a relative path as a URI reference: spaces and other characters a URI cannot hold escaped. */
    private static String uriPath(String path) {
        try {
            return new URI(null, null, path, null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a path: " + path, e);
        }
    }

    private static JsonObject text(String text) {
        JsonObject message = new JsonObject();
        message.addProperty("text", text);
        return message;
    }
}
