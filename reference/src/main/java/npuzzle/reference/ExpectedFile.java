package npuzzle.reference;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

/**
 * Reads and writes {@code expected.json}: {@code {"schema": "npuzzle-grader/expected/1", "puzzles": [...]}} with one
 * {@link PuzzleFacts} per puzzle file, sorted by file name.
 */
public final class ExpectedFile {
    public static final String SCHEMA = "npuzzle-grader/expected/1";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();

    private ExpectedFile() {
    }

    private record Content(String schema, List<PuzzleFacts> puzzles) {
    }

    /**
     * Reads the facts from {@code reader}; {@code name} is used in error messages.
     *
     * @throws IOException if the content is not an expected file of this schema
     */
    public static List<PuzzleFacts> read(String name, Reader reader) throws IOException {
        Content content;
        try {
            content = GSON.fromJson(reader, Content.class);
        } catch (JsonParseException e) {
            throw new IOException(name + ": not valid JSON: " + e.getMessage(), e);
        } catch (RuntimeException e) { // Gson wraps a record constructor's exception, e.g. a missing field
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new IOException(name + ": not a valid puzzle entry: " + cause.getMessage(), e);
        }
        if (content == null || !SCHEMA.equals(content.schema()) || content.puzzles() == null) {
            throw new IOException(name + ": expected {\"schema\": \"" + SCHEMA + "\", \"puzzles\": [...]}");
        }
        return List.copyOf(content.puzzles());
    }

    /** Returns the JSON text for {@code facts}, sorted by file name. */
    public static String format(List<PuzzleFacts> facts) {
        List<PuzzleFacts> sorted = facts.stream().sorted(Comparator.comparing(PuzzleFacts::file)).toList();
        return GSON.toJson(new Content(SCHEMA, sorted)) + "\n";
    }

    /** Writes {@code facts} to {@code file} atomically. */
    public static void write(Path file, List<PuzzleFacts> facts) throws IOException {
        AtomicFiles.writeString(file, format(facts));
    }
}
