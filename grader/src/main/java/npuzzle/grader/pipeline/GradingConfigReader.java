package npuzzle.grader.pipeline;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import npuzzle.grader.GraderJson;
import npuzzle.grader.Sha256;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.report.Visibility;
import npuzzle.grader.scan.OnViolation;
import npuzzle.grader.style.StyleCheck;

/** Reads a grading config file ({@value #SCHEMA}); every mistake is a {@link ConfigException} naming the field. */
public final class GradingConfigReader {
    /** The config format this version reads. */
    static final String SCHEMA = "npuzzle-grader/config/1";
    private static final Set<String> TOP = Set.of("schema", "seed", "assignment", "solutionConvention", "checkMessages",
            "runHidden", "checks", "policy", "onViolation", "limits", "style", "runStyle", "thorough",
            "showFix");
    private static final Set<String> CHECK = Set.of("points", "visibility", "timeoutSeconds", "findingCost");
    private static final Set<String> LIMITS = Set.of("childHeap", "checkTimeoutSeconds", "runDeadlineSeconds",
            "outputPerCheckChars", "outputPerRunChars", "maxThreads");

    /** A config file that cannot be used: the file, and what was expected where. */
    public static final class ConfigException extends Exception {
        private static final long serialVersionUID = 1L;

        ConfigException(Path file, String problem) {
            super(file + ": " + problem);
        }
    }

    private final Path file;

    private GradingConfigReader(Path file) {
        this.file = file;
    }

    /** Reads the config file; a relative policy path is resolved against the file's folder. */
    public static GradingConfig read(Path file) throws ConfigException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new ConfigException(file, "cannot read the grading config (" + e + ")");
        }
        return new GradingConfigReader(file).parse(bytes);
    }

    private GradingConfig parse(byte[] bytes) throws ConfigException {
        JsonObject root;
        try {
            JsonElement element = JsonParser.parseString(new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
            if (!element.isJsonObject()) {
                throw fail("", "expected a JSON object {\"schema\":\"" + SCHEMA + "\", ...}");
            }
            root = element.getAsJsonObject();
        } catch (JsonParseException e) {
            throw fail("", "not valid JSON: " + e.getMessage());
        }
        keys(root, TOP, "");
        if (!root.has("schema") || !SCHEMA.equals(string(root, "schema", ""))) {
            throw fail("schema", "expected \"" + SCHEMA + "\"");
        }
        Optional<Long> seed = root.has("seed") ? Optional.of(integer(root, "seed", "", Long.MIN_VALUE)) : Optional.empty();
        Optional<Assignment> assignment = root.has("assignment")
                ? Optional.of(enumValue(root, "assignment", "", Assignment.class)) : Optional.empty();
        SolutionConvention convention = root.has("solutionConvention")
                ? enumValue(root, "solutionConvention", "", SolutionConvention.class)
                : assignment.orElse(Assignment.DEFAULT).convention();
        Optional<Path> policy = root.has("policy")
                ? Optional.of(file.toAbsolutePath().getParent().resolve(string(root, "policy", ""))) : Optional.empty();
        Optional<OnViolation> onViolation = root.has("onViolation")
                ? Optional.of(enumValue(root, "onViolation", "", OnViolation.class)) : Optional.empty();
        return new GradingConfig(Sha256.hex(bytes), seed, convention, bool(root, "checkMessages"),
                bool(root, "runHidden"), checks(root), policy, onViolation, limits(root), assignment,
                root.has("solutionConvention"), styleRules(root), bool(root, "runStyle", GradingConfig.RUN_STYLE),
                bool(root, "thorough"), bool(root, "showFix"));
    }

    /** Reads {@code style}: a rule file per style check, relative to the config file. */
    private Map<StyleCheck, Path> styleRules(JsonObject root) throws ConfigException {
        Map<StyleCheck, Path> files = new EnumMap<>(StyleCheck.class);
        if (!root.has("style")) {
            return files;
        }
        JsonObject style = object(root, "style", "");
        Map<String, StyleCheck> byKey = new TreeMap<>();
        for (StyleCheck check : StyleCheck.values()) {
            byKey.put(check.key(), check);
        }
        keys(style, byKey.keySet(), "style.");
        for (String key : style.keySet()) {
            Path rules = file.toAbsolutePath().getParent().resolve(string(style, key, "style."));
            if (!Files.isRegularFile(rules)) {
                throw fail("style." + key, "no such file: " + rules);
            }
            files.put(byKey.get(key), rules);
        }
        return files;
    }

    private Map<String, GradingConfig.CheckSetting> checks(JsonObject root) throws ConfigException {
        Map<String, GradingConfig.CheckSetting> checks = new LinkedHashMap<>();
        if (!root.has("checks")) {
            return checks;
        }
        JsonObject all = object(root, "checks", "");
        for (String id : all.keySet()) {
            String where = "checks." + id + ".";
            JsonObject check = object(all, id, "checks.");
            keys(check, CHECK, where);
            Optional<Double> points = Optional.empty();
            if (check.has("points")) {
                JsonElement value = check.get("points");
                if (!isNumber(value) || !(value.getAsDouble() >= 0)) {
                    throw fail(where + "points", "expected a number >= 0, got " + value);
                }
                points = Optional.of(value.getAsDouble());
            }
            Optional<Visibility> visibility = check.has("visibility")
                    ? Optional.of(enumValue(check, "visibility", where, Visibility.class)) : Optional.empty();
            Optional<Duration> timeout = seconds(check, "timeoutSeconds", where);
            Optional<Double> findingCost = Optional.empty();
            if (check.has("findingCost")) {
                JsonElement value = check.get("findingCost");
                if (StyleCheck.withId(id) == null) {
                    throw fail(where + "findingCost", "only a style check has findings ("
                            + Arrays.stream(StyleCheck.values()).map(StyleCheck::id).toList() + ")");
                }
                if (!isNumber(value) || !(value.getAsDouble() >= 0)) {
                    throw fail(where + "findingCost", "expected a number >= 0, got " + value);
                }
                findingCost = Optional.of(value.getAsDouble());
            }
            checks.put(id, new GradingConfig.CheckSetting(points, visibility, timeout, findingCost));
        }
        return checks;
    }

    private GradingConfig.Limits limits(JsonObject root) throws ConfigException {
        GradingConfig.Limits usual = GradingConfig.Limits.DEFAULTS;
        if (!root.has("limits")) {
            return usual;
        }
        JsonObject limits = object(root, "limits", "");
        keys(limits, LIMITS, "limits.");
        String heap = usual.heap();
        if (limits.has("childHeap")) {
            heap = string(limits, "childHeap", "limits.");
            if (!heap.matches("[1-9][0-9]*[kKmMgG]")) {
                throw fail("limits.childHeap", "expected a size like \"512m\" or \"1g\", got \"" + heap + "\"");
            }
        }
        return new GradingConfig.Limits(heap, seconds(limits, "checkTimeoutSeconds", "limits."),
                seconds(limits, "runDeadlineSeconds", "limits."),
                optionalInt(limits, "outputPerCheckChars", 1, usual.outputPerCheck()),
                optionalInt(limits, "outputPerRunChars", 1, usual.outputPerRun()),
                optionalInt(limits, "maxThreads", 0, usual.maxThreads()));
    }

    private Optional<Duration> seconds(JsonObject object, String key, String where) throws ConfigException {
        return object.has(key) ? Optional.of(Duration.ofSeconds(integer(object, key, where, 1))) : Optional.empty();
    }

    private int optionalInt(JsonObject object, String key, int min, int otherwise) throws ConfigException {
        return object.has(key) ? Math.toIntExact(Math.min(integer(object, key, "limits.", min), Integer.MAX_VALUE))
                : otherwise;
    }

    private long integer(JsonObject object, String key, String where, long min) throws ConfigException {
        JsonElement value = object.get(key);
        if (isNumber(value)) {
            double number = value.getAsDouble();
            if (number == Math.rint(number) && number >= min && Math.abs(number) < 9e15) {
                return value.getAsLong();
            }
        }
        throw fail(where + key, "expected a whole number" + (min == Long.MIN_VALUE ? "" : " >= " + min) + ", got "
                + value);
    }

    private boolean bool(JsonObject object, String key) throws ConfigException {
        return bool(object, key, false);
    }

    /** Returns the boolean at {@code key}, or {@code absent} when the object has none. */
    private boolean bool(JsonObject object, String key, boolean absent) throws ConfigException {
        if (!object.has(key)) {
            return absent;
        }
        JsonElement value = object.get(key);
        if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean()) {
            return value.getAsBoolean();
        }
        throw fail(key, "expected true or false, got " + value);
    }

    private String string(JsonObject object, String key, String where) throws ConfigException {
        JsonElement value = object.get(key);
        if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()) {
            return value.getAsString();
        }
        throw fail(where + key, "expected a string, got " + value);
    }

    private JsonObject object(JsonObject object, String key, String where) throws ConfigException {
        JsonElement value = object.get(key);
        if (value.isJsonObject()) {
            return value.getAsJsonObject();
        }
        throw fail(where + key, "expected a JSON object, got " + value);
    }

    private <E extends Enum<E>> E enumValue(JsonObject object, String key, String where, Class<E> type)
            throws ConfigException {
        String text = string(object, key, where);
        for (E constant : type.getEnumConstants()) {
            if (GraderJson.GSON.toJson(constant).equals(GraderJson.GSON.toJson(text))) {
                return constant;
            }
        }
        throw fail(where + key, "expected one of " + String.join(" | ", java.util.Arrays.stream(
                type.getEnumConstants()).map(wire()).toList()) + ", got \"" + text + "\"");
    }

    private static Function<Enum<?>, String> wire() {
        return constant -> GraderJson.GSON.toJson(constant).replace("\"", "");
    }

    private void keys(JsonObject object, Set<String> known, String where) throws ConfigException {
        for (String key : object.keySet()) {
            if (!known.contains(key)) {
                throw fail(where + key, "unknown setting; expected one of " + known.stream().sorted().toList());
            }
        }
    }

    private static boolean isNumber(JsonElement value) {
        return value instanceof JsonPrimitive primitive && primitive.isNumber();
    }

    private ConfigException fail(String field, String problem) {
        return new ConfigException(file, field.isEmpty() ? problem : field + ": " + problem);
    }
}
