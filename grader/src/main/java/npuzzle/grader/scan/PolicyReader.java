package npuzzle.grader.scan;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a policy file: {@code {"schema": "npuzzle-grader/policy/1", "onViolation": "skip-offending-classes",
 * "replaceDefault": false, "rules": [{"deny": "java.lang.System#exit", "reason": "..."}, ...]}}. An override's
 * rules are laid over the default policy (a rule for the same pattern replaces the default's) unless it sets
 * {@code "replaceDefault": true}.
 */
final class PolicyReader {
    static final String SCHEMA = "npuzzle-grader/policy/1";

    private static final Set<String> TOP_KEYS = Set.of("schema", "onViolation", "replaceDefault", "rules");
    private static final Set<String> RULE_KEYS = Set.of("allow", "deny", "reason");

    private final String file;
    private final String json;

    private PolicyReader(String file, String json) {
        this.file = file;
        this.json = json;
    }

    /** Reads a whole policy, as the default resource is. */
    static Policy read(String file, String json) throws PolicyFormatException {
        PolicyReader reader = new PolicyReader(file, json);
        JsonObject top = reader.parse();
        OnViolation onViolation = reader.onViolation(top);
        return new Policy(reader.rules(top), onViolation == null ? OnViolation.SKIP_OFFENDING_CLASSES : onViolation);
    }

    /** Reads an instructor's override and lays it over {@code base}. */
    static Policy readOverride(String file, String json, Policy base) throws PolicyFormatException {
        PolicyReader reader = new PolicyReader(file, json);
        JsonObject top = reader.parse();
        OnViolation onViolation = reader.onViolation(top);
        boolean replace = top.has("replaceDefault") && reader.bool(top.get("replaceDefault"), "\"replaceDefault\"");
        Map<String, Rule> merged = new LinkedHashMap<>();
        if (!replace) {
            for (Rule rule : base.rules()) {
                merged.put(rule.pattern().toString(), rule);
            }
        }
        for (Rule rule : reader.rules(top)) {
            merged.put(rule.pattern().toString(), rule);
        }
        return new Policy(new ArrayList<>(merged.values()), onViolation == null ? base.onViolation() : onViolation);
    }

    private JsonObject parse() throws PolicyFormatException {
        JsonElement root;
        try (Reader text = new StringReader(json)) {
            JsonReader reader = new JsonReader(text);
            reader.setStrictness(Strictness.STRICT);
            root = JsonParser.parseReader(reader);
            if (reader.peek() != JsonToken.END_DOCUMENT) {
                throw fail("unexpected text after the policy object (" + reader + ")");
            }
        } catch (JsonParseException | IOException e) {
            String message = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
            throw fail("not valid JSON: " + message);
        }
        if (!root.isJsonObject()) {
            throw fail("expected a JSON object {\"schema\": \"" + SCHEMA + "\", \"rules\": [...]}");
        }
        JsonObject top = root.getAsJsonObject();
        requireKnownKeys(top, TOP_KEYS, "the policy object");
        JsonElement schema = top.get("schema");
        if (schema == null || !schema.isJsonPrimitive() || !schema.getAsString().equals(SCHEMA)) {
            throw fail("expected \"schema\": \"" + SCHEMA + "\", found " + schema);
        }
        return top;
    }

    private OnViolation onViolation(JsonObject top) throws PolicyFormatException {
        JsonElement value = top.get("onViolation");
        if (value == null) {
            return null;
        }
        String text = string(value, "\"onViolation\"");
        for (OnViolation choice : OnViolation.values()) {
            if (choice.wireName().equals(text)) {
                return choice;
            }
        }
        throw fail("expected \"onViolation\" to be \"" + OnViolation.SKIP_OFFENDING_CLASSES.wireName() + "\" or \""
                + OnViolation.RUN_EVERYTHING.wireName() + "\", found \"" + text + "\"");
    }

    private List<Rule> rules(JsonObject top) throws PolicyFormatException {
        JsonElement value = top.get("rules");
        if (value == null || !value.isJsonArray()) {
            throw fail("expected \"rules\": [{\"allow\" or \"deny\": \"pattern\", \"reason\": \"...\"}, ...]");
        }
        JsonArray array = value.getAsJsonArray();
        List<Rule> rules = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < array.size(); i++) {
            Rule rule = rule(array.get(i), "rules[" + i + "]");
            String pattern = rule.pattern().toString();
            if (!seen.add(pattern)) {
                int second = json.lastIndexOf(quoted(pattern));
                throw fail(lineAt(second) + "rules[" + i + "]: a second rule for " + quoted(pattern) + "; keep one");
            }
            rules.add(rule);
        }
        return rules;
    }

    private Rule rule(JsonElement element, String where) throws PolicyFormatException {
        if (!element.isJsonObject()) {
            throw fail(where + ": expected {\"allow\" or \"deny\": \"pattern\", \"reason\": \"...\"}, found "
                    + element);
        }
        JsonObject object = element.getAsJsonObject();
        requireKnownKeys(object, RULE_KEYS, where);
        if (object.has("allow") == object.has("deny")) {
            throw fail(where + ": expected exactly one of \"allow\" and \"deny\", found " + object);
        }
        boolean allowed = object.has("allow");
        String text = string(object.get(allowed ? "allow" : "deny"), where + " pattern");
        String located = lineOf(text) + where;
        JsonElement reason = object.get("reason");
        if (reason == null || string(reason, where + " \"reason\"").isBlank()) {
            throw fail(located + " (" + quoted(text) + "): expected a \"reason\" a student can read");
        }
        try {
            return new Rule(ApiPattern.parse(text), allowed, reason.getAsString());
        } catch (IllegalArgumentException e) {
            throw fail(located + ": " + e.getMessage());
        }
    }

    private void requireKnownKeys(JsonObject object, Set<String> known, String where) throws PolicyFormatException {
        for (String key : object.keySet()) {
            if (!known.contains(key)) {
                throw fail(lineOf(key) + where + ": unknown key " + quoted(key) + "; expected one of "
                        + new TreeSet<>(known));
            }
        }
    }

    /** Returns "line N, " for the first line of the file holding {@code value} as a JSON string, or "" if none. */
    private String lineOf(String value) {
        return lineAt(json.indexOf(quoted(value)));
    }

    private String lineAt(int offset) {
        long newlines = offset < 0 ? 0 : json.substring(0, offset).chars().filter(c -> c == '\n').count();
        return offset < 0 ? "" : "line " + (newlines + 1) + ", ";
    }

    private static String quoted(String value) {
        return "\"" + value + "\"";
    }

    private String string(JsonElement value, String what) throws PolicyFormatException {
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw fail("expected " + what + " to be a string, found " + value);
        }
        return value.getAsString();
    }

    private boolean bool(JsonElement value, String what) throws PolicyFormatException {
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isBoolean()) {
            throw fail("expected " + what + " to be true or false, found " + value);
        }
        return value.getAsBoolean();
    }

    private PolicyFormatException fail(String problem) {
        return new PolicyFormatException(file, problem);
    }
}
