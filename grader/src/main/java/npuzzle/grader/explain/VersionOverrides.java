package npuzzle.grader.explain;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.Assignment;

/**
 * An entry's {@code "assignments"}: for a version of the assignment whose rule differs from the base text (which is
 * the default version's), the fields that replace the base ones, e.g.
 * {@code "assignments": {"princeton-coursera": {"rule": {...}, "mistakes": [...]}}}.
 */
final class VersionOverrides {
    /** The fields a version may replace, in the order errors list them. */
    static final List<String> FIELDS = List.of("tests", "rule", "why", "mistakes");

    private VersionOverrides() {
    }

    /**
     * Returns the explanation of each version that has its own fields.
     *
     * @param where how errors start, naming the file and the check
     * @throws IllegalArgumentException naming the version and the field: an unknown version or field, an override
     *     that names no field or repeats the base text, a field that is blank or malformed
     */
    static Map<Assignment, Explanation> read(String where, ExplanationsFile.Entry entry, Explanation base) {
        Map<Assignment, Explanation> byVersion = new EnumMap<>(Assignment.class);
        if (entry.assignments() == null) {
            return byVersion;
        }
        for (Map.Entry<String, JsonObject> override : entry.assignments().entrySet()) {
            Assignment version = version(where, override.getKey());
            String at = where + "assignments." + version.wireName() + ": ";
            byVersion.put(version, explanation(at, entry, base, override.getValue()));
        }
        return byVersion;
    }

    private static Assignment version(String where, String name) {
        Assignment version = Assignment.named(name).orElseThrow(() -> new IllegalArgumentException(where
                + "\"assignments\" names " + name + ", which is no version of the assignment (expected one of "
                + String.join(" | ", Assignment.wireNames()) + ")"));
        if (version == Assignment.DEFAULT) {
            throw new IllegalArgumentException(where + "\"assignments\" names " + name
                    + ", the default version: its text is the base fields");
        }
        return version;
    }

    private static Explanation explanation(String at, ExplanationsFile.Entry entry, Explanation base,
            JsonObject fields) {
        if (fields == null || fields.isEmpty()) {
            throw new IllegalArgumentException(at + "names no field (expected some of " + String.join(", ", FIELDS)
                    + ")");
        }
        for (String field : fields.keySet()) {
            if (!FIELDS.contains(field)) {
                throw new IllegalArgumentException(at + "\"" + field + "\" is no field (expected some of "
                        + String.join(", ", FIELDS) + ")");
            }
        }
        ExplanationsFile.Entry override;
        try {
            override = GraderJson.GSON.fromJson(fields, ExplanationsFile.Entry.class);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(at + "not an explanation's fields: " + e.getMessage(), e);
        }
        Explanation explanation = entry.with(override).validated(at);
        for (String field : fields.keySet()) {
            if (field(base, field).equals(field(explanation, field))) {
                throw new IllegalArgumentException(at + "\"" + field + "\" is the base text; leave it out");
            }
        }
        return explanation;
    }

    private static Object field(Explanation explanation, String field) {
        return switch (field) {
            case "tests" -> explanation.tests();
            case "rule" -> explanation.rule();
            case "why" -> explanation.why();
            default -> explanation.mistakes();
        };
    }
}
