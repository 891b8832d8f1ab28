package npuzzle.grader.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What GitHub code scanning requires of an uploaded SARIF log beyond the SARIF schema, as its documentation ("SARIF
 * support for code scanning", "About code scanning limits on SARIF results") and its upload's errors say: at most 20
 * runs, 25,000 rules and 25,000 results a run, 1,000 locations a result; every result with a {@code ruleId} that
 * names one of the run's rules, a level code scanning knows, a message, partial fingerprints, and at least one
 * location ({@code locationFromSarifResult: expected at least one location}) whose physical location names its file
 * ({@code expected artifact location}: a non-empty {@code artifactLocation.uri}) and, where it has a region, starts
 * on a line {@code >= 1}.
 */
public final class CodeScanningRules {
    static final int MAX_RUNS = 20;
    static final int MAX_RESULTS = 25_000;
    static final int MAX_RULES = 25_000;
    static final int MAX_LOCATIONS = 1_000;
    static final Set<String> LEVELS = Set.of("none", "note", "warning", "error");

    private CodeScanningRules() {
    }

    /** Returns what code scanning would reject or not show in the SARIF text; empty when it accepts all of it. */
    public static List<String> problems(String sarif) {
        List<String> problems = new ArrayList<>();
        JsonArray runs = JsonParser.parseString(sarif).getAsJsonObject().getAsJsonArray("runs");
        if (runs.size() > MAX_RUNS) {
            problems.add(runs.size() + " runs, over " + MAX_RUNS);
        }
        for (JsonElement element : runs) {
            JsonObject run = element.getAsJsonObject();
            JsonArray rules = run.getAsJsonObject("tool").getAsJsonObject("driver").getAsJsonArray("rules");
            Set<String> ruleIds = new HashSet<>();
            if (rules != null) {
                rules.forEach(rule -> ruleIds.add(string(rule.getAsJsonObject(), "id")));
            }
            if (ruleIds.size() > MAX_RULES) {
                problems.add(ruleIds.size() + " rules, over " + MAX_RULES);
            }
            JsonArray results = run.getAsJsonArray("results");
            if (results.size() > MAX_RESULTS) {
                problems.add(results.size() + " results, over " + MAX_RESULTS);
            }
            for (int i = 0; i < results.size(); i++) {
                problems.addAll(problems("result " + i, results.get(i).getAsJsonObject(), ruleIds));
            }
        }
        return problems;
    }

    private static List<String> problems(String name, JsonObject result, Set<String> ruleIds) {
        List<String> problems = new ArrayList<>();
        if (!ruleIds.contains(string(result, "ruleId"))) {
            problems.add(name + ": ruleId " + string(result, "ruleId") + " is none of the run's rules");
        }
        if (result.has("level") && !LEVELS.contains(string(result, "level"))) {
            problems.add(name + ": level " + string(result, "level"));
        }
        if (!result.has("message") || string(result.getAsJsonObject("message"), "text").isEmpty()) {
            problems.add(name + ": no message text");
        }
        if (!result.has("partialFingerprints") || result.getAsJsonObject("partialFingerprints").isEmpty()) {
            problems.add(name + ": no partialFingerprints");
        }
        JsonArray locations = result.has("locations") ? result.getAsJsonArray("locations") : new JsonArray();
        int related = result.has("relatedLocations") ? result.getAsJsonArray("relatedLocations").size() : 0;
        if (locations.isEmpty()) {
            problems.add(name + ": expected at least one location");
        }
        if (locations.size() + related > MAX_LOCATIONS) {
            problems.add(name + ": " + (locations.size() + related) + " locations, over " + MAX_LOCATIONS);
        }
        for (JsonElement location : locations) {
            JsonObject physical = location.getAsJsonObject().getAsJsonObject("physicalLocation");
            if (physical == null || !physical.has("artifactLocation")
                    || string(physical.getAsJsonObject("artifactLocation"), "uri").isEmpty()) {
                problems.add(name + ": expected artifact location (a physicalLocation with artifactLocation.uri)");
            } else if (physical.has("region") && !(physical.getAsJsonObject("region").has("startLine")
                    && physical.getAsJsonObject("region").get("startLine").getAsInt() >= 1)) {
                problems.add(name + ": region.startLine below 1");
            }
        }
        return problems;
    }

    private static String string(JsonObject object, String member) {
        return object.has(member) ? object.get(member).getAsString() : "";
    }
}
