package npuzzle.grader.explain;

import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.GraderJson;

/** The explanations of the checks, read from {@code explanations.json} ({@value #SCHEMA}), keyed by check id. */
public final class Explanations {
    /** The format this version reads. */
    public static final String SCHEMA = "npuzzle-grader/explanations/1";
    /** The explanations shipped in the grader's jar. */
    public static final String RESOURCE = "/npuzzle/grader/explanations.json";

    private record FileRule(String section, String quote) {
    }

    private record FileMistake(String mistake, String fix) {
    }

    private record FileEntry(String id, String tests, FileRule rule, String why, List<FileMistake> mistakes) {
    }

    private record ExplanationsFile(String schema, List<FileEntry> checks) {
    }

    private final Map<String, Explanation> byId;

    private Explanations(Map<String, Explanation> byId) {
        this.byId = byId;
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
        for (FileEntry entry : file.checks()) {
            Explanation explanation = validate(name, entry);
            if (byId.put(explanation.id(), explanation) != null) {
                throw new IllegalArgumentException(name + ": check " + explanation.id() + " is explained twice");
            }
        }
        return new Explanations(byId);
    }

    private static Explanation validate(String name, FileEntry entry) {
        if (entry == null || blank(entry.id())) {
            throw new IllegalArgumentException(name + ": an explanation without an id");
        }
        String where = name + ": check " + entry.id() + ": ";
        if (blank(entry.tests()) || blank(entry.why())) {
            throw new IllegalArgumentException(where + "needs \"tests\" and \"why\"");
        }
        if (entry.rule() == null || blank(entry.rule().section()) || blank(entry.rule().quote())) {
            throw new IllegalArgumentException(where + "needs \"rule\": {\"section\": ..., \"quote\": ...}");
        }
        if (entry.mistakes() == null || entry.mistakes().isEmpty()) {
            throw new IllegalArgumentException(where + "needs at least one of \"mistakes\"");
        }
        List<Explanation.Mistake> mistakes = new ArrayList<>();
        for (FileMistake mistake : entry.mistakes()) {
            if (mistake == null || blank(mistake.mistake()) || blank(mistake.fix())) {
                throw new IllegalArgumentException(where + "each of \"mistakes\" needs \"mistake\" and \"fix\"");
            }
            mistakes.add(new Explanation.Mistake(mistake.mistake(), mistake.fix()));
        }
        return new Explanation(entry.id(), entry.tests(), new Explanation.Rule(entry.rule().section(),
                entry.rule().quote()), entry.why(), mistakes);
    }

    private static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    /** Returns the explanation of a check, or empty if it has none. */
    public Optional<Explanation> of(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Returns every explanation, in the file's order. */
    public List<Explanation> all() {
        return List.copyOf(byId.values());
    }
}
