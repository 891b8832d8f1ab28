package npuzzle.grader.explain;

import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.Assignment;

/**
 * The explanations of the checks, read from {@code explanations.json} ({@value #SCHEMA}), keyed by check id: the
 * default version's words, and each other version's where its rules differ.
 */
public final class Explanations {
    /** The format this version reads. */
    public static final String SCHEMA = "npuzzle-grader/explanations/1";
    /** The explanations shipped in the grader's jar. */
    public static final String RESOURCE = "/npuzzle/grader/explanations.json";

    private final Map<String, Explanation> byId;
    private final Map<Assignment, Map<String, Explanation>> byVersion;

    private Explanations(Map<String, Explanation> byId, Map<Assignment, Map<String, Explanation>> byVersion) {
        this.byId = byId;
        this.byVersion = byVersion;
    }

    /**
     * Returns the explanations in the grader's jar.
     *
     * @throws IllegalStateException if the jar has none
     * @throws IllegalArgumentException if they are malformed
     */
    public static Explanations load() throws IOException {
        try (InputStream in = Explanations.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the grader's jar has no " + RESOURCE);
            }
            return parse("explanations.json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /**
     * Parses explanations, in the order the file lists them.
     *
     * @throws IllegalArgumentException naming the file, the check and the field if the text is malformed
     */
    public static Explanations parse(String name, String text) {
        ExplanationsFile file;
        try {
            file = GraderJson.GSON.fromJson(text, ExplanationsFile.class);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(name + ": not explanations: " + e.getMessage(), e);
        }
        if (file == null || !SCHEMA.equals(file.schema()) || file.checks() == null) {
            throw new IllegalArgumentException(name + ": expected {\"schema\":\"" + SCHEMA + "\",\"checks\":[...]}");
        }
        Map<String, Explanation> byId = new LinkedHashMap<>();
        Map<Assignment, Map<String, Explanation>> byVersion = new EnumMap<>(Assignment.class);
        for (ExplanationsFile.Entry entry : file.checks()) {
            if (entry == null || entry.id() == null || entry.id().isBlank()) {
                throw new IllegalArgumentException(name + ": an explanation without an id");
            }
            String where = name + ": check " + entry.id() + ": ";
            Explanation explanation = entry.validated(where);
            if (byId.put(explanation.id(), explanation) != null) {
                throw new IllegalArgumentException(name + ": check " + explanation.id() + " is explained twice");
            }
            VersionOverrides.read(where, entry, explanation).forEach((version, inVersion) -> byVersion
                    .computeIfAbsent(version, v -> new LinkedHashMap<>()).put(inVersion.id(), inVersion));
        }
        return new Explanations(byId, byVersion);
    }

    /** Returns a check's explanation as one plain text (what it tests, then why), or null if it has none. */
    public String helpText(String id) {
        return of(id).map(explanation -> explanation.tests() + "\n\nWhy: " + explanation.why()).orElse(null);
    }

    /** Returns the explanation of a check in its base words (the default version's), or empty if it has none. */
    public Optional<Explanation> of(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Returns the explanation of a check in the words of {@code version}, or empty if it has none. */
    public Optional<Explanation> of(String id, Assignment version) {
        return Optional.ofNullable(byVersion.getOrDefault(version, Map.of()).get(id)).or(() -> of(id));
    }

    /** Returns every explanation, in the file's order. */
    public List<Explanation> all() {
        return List.copyOf(byId.values());
    }

    /** Returns every explanation in the words of {@code version}, in the file's order. */
    public List<Explanation> all(Assignment version) {
        return byId.keySet().stream().map(id -> of(id, version).orElseThrow()).toList();
    }
}
