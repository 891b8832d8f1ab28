package npuzzle.grader.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A minimal JSON Schema (draft 2020-12) validator for the keywords {@code report.schema.json} uses: title and
 * description (annotations only), type, const, enum, required, properties, additionalProperties: false, items, minimum, minLength, pattern and local $ref.
 * Written here rather than adding a validator library: the project allows no other dependency, and the schema
 * uses only these keywords (an unknown keyword is an error, so the schema cannot outgrow the validator silently).
 */
final class SchemaValidator {
    private static final List<String> KNOWN = List.of("$schema", "$id", "title", "description", "$defs", "type",
            "const", "enum", "required", "properties", "additionalProperties", "items", "minimum", "minLength",
            "pattern", "format", "$ref");

    private final JsonObject root;

    SchemaValidator(JsonObject root) {
        this.root = root;
    }

    static SchemaValidator reportSchema() throws IOException {
        try (InputStream in = SchemaValidator.class.getResourceAsStream("/npuzzle/grader/report.schema.json")) {
            return new SchemaValidator(JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .getAsJsonObject());
        }
    }

    /** Returns the problems found, each as "path: problem"; empty when the document is valid. */
    List<String> validate(String json) {
        List<String> problems = new ArrayList<>();
        check(root, JsonParser.parseString(json), "$", problems);
        return problems;
    }

    private void check(JsonObject schema, JsonElement value, String path, List<String> problems) {
        for (String keyword : schema.keySet()) {
            if (!KNOWN.contains(keyword)) {
                throw new IllegalArgumentException("the validator does not know the keyword " + keyword);
            }
        }
        if (schema.has("$ref")) {
            String ref = schema.get("$ref").getAsString();
            check(root.getAsJsonObject("$defs").getAsJsonObject(ref.substring("#/$defs/".length())), value, path,
                    problems);
        }
        if (schema.has("type") && !hasType(value, schema.get("type").getAsString())) {
            problems.add(path + ": expected " + schema.get("type").getAsString() + ", got " + value);
            return;
        }
        if (schema.has("const") && !schema.get("const").equals(value)) {
            problems.add(path + ": expected " + schema.get("const") + ", got " + value);
        }
        if (schema.has("enum") && !schema.getAsJsonArray("enum").contains(value)) {
            problems.add(path + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (value.isJsonObject()) {
            object(schema, value.getAsJsonObject(), path, problems);
        }
        if (value.isJsonArray() && schema.has("items")) {
            for (int k = 0; k < value.getAsJsonArray().size(); k++) {
                check(schema.getAsJsonObject("items"), value.getAsJsonArray().get(k), path + "[" + k + "]", problems);
            }
        }
        if (value.isJsonPrimitive()) {
            primitive(schema, value.getAsJsonPrimitive(), path, problems);
        }
    }

    private void object(JsonObject schema, JsonObject value, String path, List<String> problems) {
        if (schema.has("required")) {
            schema.getAsJsonArray("required").forEach(name -> {
                if (!value.has(name.getAsString())) {
                    problems.add(path + ": missing " + name.getAsString());
                }
            });
        }
        JsonObject properties = schema.has("properties") ? schema.getAsJsonObject("properties") : new JsonObject();
        for (Map.Entry<String, JsonElement> member : value.entrySet()) {
            if (properties.has(member.getKey())) {
                check(properties.getAsJsonObject(member.getKey()), member.getValue(), path + "." + member.getKey(),
                        problems);
            } else if (schema.has("additionalProperties") && schema.get("additionalProperties").isJsonObject()) {
                check(schema.getAsJsonObject("additionalProperties"), member.getValue(), path + "." + member.getKey(),
                        problems);
            } else if (schema.has("additionalProperties") && !schema.get("additionalProperties").getAsBoolean()) {
                problems.add(path + ": unexpected member " + member.getKey());
            }
        }
    }

    private static void primitive(JsonObject schema, JsonPrimitive value, String path, List<String> problems) {
        if (schema.has("minimum") && value.isNumber()
                && value.getAsDouble() < schema.get("minimum").getAsDouble()) {
            problems.add(path + ": " + value + " is below " + schema.get("minimum"));
        }
        if (value.isString()) {
            String text = value.getAsString();
            if (schema.has("minLength") && text.length() < schema.get("minLength").getAsInt()) {
                problems.add(path + ": shorter than " + schema.get("minLength"));
            }
            if (schema.has("pattern") && !Pattern.compile(schema.get("pattern").getAsString()).matcher(text).find()) {
                problems.add(path + ": \"" + text + "\" does not match " + schema.get("pattern"));
            }
        }
    }

    private static boolean hasType(JsonElement value, String type) {
        return switch (type) {
            case "object" -> value.isJsonObject();
            case "array" -> value.isJsonArray();
            case "string" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isString();
            case "boolean" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean();
            case "number" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber();
            case "integer" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()
                    && value.getAsDouble() == Math.rint(value.getAsDouble());
            case "null" -> value.isJsonNull();
            default -> throw new IllegalArgumentException("unknown type " + type);
        };
    }
}
